/**
 * The rarely used, heavy antd inputs: the date and time pickers (with dayjs, their date
 * library), uploads and the image viewer, sliders, number inputs, ratings and QR codes.
 * A federated singleton of its own, apart from `@itam/shared/antd-data`, so a screen of
 * tables and plain fields (the asset list) does not download them; a form or detail
 * screen that renders one loads this entry with it. `dayjs` is exported from here so the
 * kit's date input builds its values with the very instance (and plugins) the pickers use.
 * Measured (esbuild, minified, gzip): these add about 77 KB to a bundle of antd's table,
 * form, input, select and tabs (226 KB), Image alone about 12 KB.
 */
export { DatePicker, Image, InputNumber, QRCode, Rate, Slider, TimePicker, Upload } from 'antd';
export { default as dayjs, type Dayjs } from 'dayjs';
