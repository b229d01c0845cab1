/**
 * What a person reads when the server fails or cannot be reached (issue 31): a sentence in
 * their language that says what happened and what to do, never "Request failed with status
 * code 503", "Network Error" or the server's own English.
 */
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { getI18n, setLanguage } from '../../i18n';
import { toApiError } from '../api-error';

const config = { headers: {} } as InternalAxiosRequestConfig;

/** An axios failure with an answer of `status` and `body`. */
function answered(status: number, body: unknown = undefined): AxiosError {
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    null,
    { data: body, status, statusText: String(status), headers: {}, config },
  );
}

describe('the message of a failed call', () => {
  beforeEach(async () => {
    getI18n();
    await setLanguage('en');
  });

  it.each([
    [
      503,
      'The server is unavailable for the moment (busy or being updated). Nothing was changed: try again in a few minutes.',
    ],
    [
      502,
      'The server is unavailable for the moment (busy or being updated). Nothing was changed: try again in a few minutes.',
    ],
    [
      504,
      'The server is unavailable for the moment (busy or being updated). Nothing was changed: try again in a few minutes.',
    ],
    [
      500,
      'Something went wrong on the server. Try again; if it happens again, tell your administrator what you were doing.',
    ],
  ])('says what a %i means and what to do, not the status code', (status, sentence) => {
    const error = toApiError(answered(status, { type: 'error', error: 'Service unavailable' }));
    expect(error.status).toBe(status);
    expect(error.message).toBe(sentence);
  });

  it('says the server could not be reached when no answer came', () => {
    const error = toApiError(new AxiosError('Network Error', 'ERR_NETWORK', config));
    expect(error.status).toBe(0);
    expect(error.message).toBe(
      'The server could not be reached. Check your internet connection, then try again.',
    );
  });

  it('says the server took too long on a timeout', () => {
    const error = toApiError(new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', config));
    expect(error.message).toBe(
      'The server took too long to answer. Try again in a moment; if you saved something, check whether it was saved first.',
    );
  });

  it('writes the sentences in the chosen language', async () => {
    await setLanguage('hi');
    expect(toApiError(answered(503)).message).toBe(
      'सर्वर अभी उपलब्ध नहीं है (व्यस्त है या अपडेट हो रहा है)। कुछ भी नहीं बदला गया: कुछ मिनट बाद फिर से कोशिश करें।',
    );
    expect(toApiError(new AxiosError('Network Error', 'ERR_NETWORK', config)).message).toBe(
      'सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    );
  });

  it('keeps the server’s own reason for a refusal (4xx)', () => {
    const error = toApiError(
      answered(409, { type: 'error', error: 'This survey was answered already' }),
    );
    expect(error.message).toBe('This survey was answered already');
  });
});
