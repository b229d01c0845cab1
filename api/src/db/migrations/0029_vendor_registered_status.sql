-- A vendor registered without a questionnaire (issue 31) is `registered`, not `invited`:
-- nothing was sent to it yet. Sending it one makes it `invited` as before. Existing vendors
-- that were never sent a questionnaire read `registered` from now on.
alter table vendors drop constraint if exists vendors_status_check;
alter table vendors add constraint vendors_status_check
  check (status in ('registered', 'invited', 'answering', 'in_review', 'approved', 'rejected',
    'expired'));
alter table vendors alter column status set default 'registered';
update vendors v set status = 'registered'
where v.status = 'invited'
  and not exists (
    select 1 from vendor_invitations i where i.company_id = v.company_id and i.vendor_id = v.id
  );
