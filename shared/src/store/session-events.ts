/**
 * Events a screen sends the session (the shell's session saga answers them): a remote
 * cannot reach the shell's slice, so its actions are named here.
 */
import { createAction } from '@reduxjs/toolkit';
import type { LoginRequest } from '../contracts/wire';
import { SESSION_SLICE_KEY } from '../contracts/session';

/**
 * The company's details changed (its name, logo, time zone or currency were saved): the
 * session is checked again, so the header, titles and formatted days and amounts follow.
 */
export const companyDetailsChanged = createAction(`${SESSION_SLICE_KEY}/companyDetailsChanged`);

/**
 * A sign-in form of a remote (the scanner's /scanner/login) asks the session to log in:
 * the shell's slice and saga answer it as their own `loginRequested` (same type), and the
 * session's `loginPending`, `loginError` and `loginRetryAt` tell how it went.
 */
export const loginRequested = createAction<LoginRequest>(`${SESSION_SLICE_KEY}/loginRequested`);
