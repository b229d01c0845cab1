import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { filesUnder, precompress, worthCompressing } from '../precompress';

describe("the build's brotli copies", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-precompress-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('copies the text files a browser downloads, not licence notes, pages or small files', () => {
    expect(worthCompressing('framework.0ee80ef7.js', 838_784)).toBe(true);
    expect(worthCompressing('antd.2c11b080.css', 585_826)).toBe(true);
    expect(worthCompressing('assets/reader.1a2b3c4d.wasm', 900_000)).toBe(true);
    expect(worthCompressing('framework.0ee80ef7.js.LICENSE.txt', 62_804)).toBe(false);
    expect(worthCompressing('index.html', 9_000)).toBe(false);
    expect(worthCompressing('assets/logo.1a2b3c4d.png', 20_000)).toBe(false);
    expect(worthCompressing('9096.fea5d731.js', 900)).toBe(false);
  });

  it('writes each copy beside its file, in nested folders too', async () => {
    const code = `export const words = ${JSON.stringify(Array(400).fill('asset tag').join(' '))};\n`;
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'main.12345678.js'), code);
    fs.writeFileSync(path.join(dir, 'assets', 'app.12345678.css'), `.a{color:red}\n`.repeat(200));
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'x()');
    const names = filesUnder(dir).sort();
    expect(names).toEqual([path.join('assets', 'app.12345678.css'), 'main.12345678.js', 'tiny.js']);
    const done = await precompress(dir, names);
    expect(done.files).toBe(2);
    const copy = fs.readFileSync(path.join(dir, 'main.12345678.js.br'));
    expect(zlib.brotliDecompressSync(copy).toString()).toBe(code);
    expect(fs.existsSync(path.join(dir, 'assets', 'app.12345678.css.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(done.compressed).toBeLessThan(done.bytes);
  });
});
