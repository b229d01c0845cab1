import axios from 'axios';
import { JWT_TOKEN_KEY } from '../../contracts';
import { downloadByLink } from '../download-by-link';
import { uploadToPresignedUrl } from '../upload-to-presigned-url';

describe('file helpers', () => {
  afterEach(() => jest.restoreAllMocks());

  it('PUTs the raw file to the pre-signed URL without the token', async () => {
    localStorage.setItem(JWT_TOKEN_KEY, 'secret');
    const put = jest.spyOn(axios, 'put').mockResolvedValue({ status: 200 });
    const file = new Blob(['hello'], { type: 'text/plain' });
    await uploadToPresignedUrl('https://bucket.test/key?sig=1', file);
    expect(put).toHaveBeenCalledWith(
      'https://bucket.test/key?sig=1',
      file,
      expect.objectContaining({
        headers: { 'Content-Type': 'text/plain' },
        withCredentials: false,
      }),
    );
    expect(JSON.stringify(put.mock.calls[0]?.[2]?.headers)).not.toContain('secret');
  });

  it('downloads by clicking a temporary link', () => {
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    downloadByLink('https://files.test/report.csv', 'report.csv');
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe('https://files.test/report.csv');
    expect(link.download).toBe('report.csv');
    expect(document.querySelector('a')).toBeNull();
  });
});
