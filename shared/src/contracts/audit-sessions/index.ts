/** The audit sessions' wire contract (the scanner remote's and the API's). */
export * from './tags';
export * from './refs';
export * from './scans';
export * from './sessions';
