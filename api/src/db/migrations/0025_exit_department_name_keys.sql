-- Which exit departments still carry a default's name (IT, Finance, HR, Administration,
-- Manager): name_key is that default's key, and the browser shows the name in the reader's
-- language from it; null for a department the company named, or a default it renamed,
-- which shows as named. Both the company's list and the departments of each exit (copied
-- from the list when the exit starts) carry it.
alter table exit_department_templates add column if not exists name_key text
  check (name_key in ('it', 'finance', 'hr', 'administration', 'manager'));
alter table exit_tasks add column if not exists name_key text
  check (name_key in ('it', 'finance', 'hr', 'administration', 'manager'));

-- Rows saved before: a default's key under its default name is that default.
update exit_department_templates set name_key = key
where name_key is null and (key, name) in (values ('it', 'IT'), ('finance', 'Finance'),
  ('hr', 'HR'), ('administration', 'Administration'), ('manager', 'Manager'));
update exit_tasks set name_key = key
where name_key is null and (key, name) in (values ('it', 'IT'), ('finance', 'Finance'),
  ('hr', 'HR'), ('administration', 'Administration'), ('manager', 'Manager'));
