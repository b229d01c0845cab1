/** What a font or image file imports as in jest: its URL. */
export default 'test-file-stub';
