import { CliError, parseArgs, parseServer } from '../cli';

const env = { ITAM_AGENT_CONFIG: '/etc/itam-agent.json' };

describe('parseArgs', () => {
  it('reads enrol with its server and token, in both option spellings', () => {
    expect(
      parseArgs(['enrol', '--server', 'https://itam.example.com/', '--token=abc'], env),
    ).toEqual({
      command: 'enrol',
      server: 'https://itam.example.com',
      token: 'abc',
      config: '/etc/itam-agent.json',
    });
  });

  it('takes --config over the environment', () => {
    expect(parseArgs(['once', '--config', '/tmp/a.json'], env)).toEqual({
      command: 'once',
      config: '/tmp/a.json',
    });
    expect(parseArgs(['run'], env)).toEqual({ command: 'run', config: '/etc/itam-agent.json' });
  });

  it('shows the usage without a command', () => {
    expect(parseArgs([], env)).toEqual({ command: 'help' });
    expect(parseArgs(['--help'], env)).toEqual({ command: 'help' });
  });

  it.each([
    [['enrol', '--token', 't'], /enrol needs --server/],
    [['enrol', '--server', 'https://a.test'], /enrol needs --token/],
    [['enrol', '--server', '--token', 't'], /--server needs a value/],
    [['enrol', '--server', 'ftp://a.test', '--token', 't'], /http:\/\/ or https:\/\//],
    [['enrol', '--server', 'not a url', '--token', 't'], /is not a URL/],
    [['once', '--token', 't'], /once takes no --token/],
    [['report'], /Unknown command "report"/],
    [['run', 'extra'], /Unexpected argument "extra"/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv, env)).toThrow(CliError);
    expect(() => parseArgs(argv, env)).toThrow(message);
  });
});

describe('parseServer', () => {
  it('keeps a path prefix and drops trailing slashes', () => {
    expect(parseServer('http://localhost:3000/itam//')).toBe('http://localhost:3000/itam');
  });
});
