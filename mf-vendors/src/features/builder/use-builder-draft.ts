/**
 * What a screen with the builder needs around the reducer: the draft and its dispatch, the
 * save checks (the invalid flags set, and whether it may be saved), a server 400's issues
 * turned into the same flags, and focus moved to the first error once it shows.
 */
import { useCallback, useEffect, useReducer, useState, type RefObject } from 'react';
import type { FieldIssue } from '@itam/shared/api';
import { focusFirstError } from '@itam/shared/ui';
import {
  builderReducer,
  draftIsValid,
  issuesToFlags,
  type VendorFormDraft,
} from './builder-reducer';

/** A 400 issue's field without the `body.` some answers put before it. */
export const issueField = (issue: FieldIssue) => issue.field.replace(/^body\./, '');

export function useBuilderDraft(initial: () => VendorFormDraft) {
  const [draft, dispatch] = useReducer(builderReducer, undefined, initial);
  /** A save was tried: the error summary shows from then on. */
  const [attempted, setAttempted] = useState(false);

  /** Sets the invalid flags (SPEC.md section 5); true when the draft may be saved. */
  const check = useCallback((): boolean => {
    setAttempted(true);
    dispatch({ type: 'validate' });
    return draftIsValid(builderReducer(draft, { type: 'validate' }).sections);
  }, [draft]);

  /** Flags the sections and questions a server 400 named; the other issues are returned. */
  const applyIssues = useCallback(
    (issues: readonly FieldIssue[]): FieldIssue[] => {
      const fields = issues.map(issueField);
      const flags = issuesToFlags(draft.sections, fields);
      dispatch({ type: 'flagInvalid', ...flags });
      setAttempted(true);
      return issues.filter((issue) => !/^sections(\.|$)/.test(issueField(issue)));
    },
    [draft.sections],
  );

  return { draft, dispatch, attempted, check, applyIssues };
}

/** `request()` after a failed save: the first error of `container` takes focus once rendered. */
export function useFocusFirstError(container: RefObject<HTMLElement | null>) {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request) focusFirstError(container.current);
  }, [request, container]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
