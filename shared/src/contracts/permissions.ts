/**
 * The permission catalogue of SPEC.md section 3. The group and object keys are
 * server contracts, misspellings included (`on_organsiation`, `presonal_information`,
 * `archive_lit`): keep them exactly as they are.
 */
export const ASSET_GROUP = 'on_asset' as const;
export const ORGANISATION_GROUP = 'on_organsiation' as const;
export const INCIDENT_GROUP = 'on_incident' as const;
export const VENDOR_GROUP = 'on_vendor' as const;
export const EXIT_GROUP = 'on_exit' as const;
export const SHOP_GROUP = 'on_shop' as const;

export const PERMISSION_CATALOGUE = {
  [ASSET_GROUP]: {
    asset: ['create', 'view', 'delete', 'edit'],
    asset_update_custom: ['create', 'delete', 'edit'],
    audit: ['view', 'create'],
    image: ['view', 'create'],
    activity: ['view'],
    depreciation: ['view', 'create'],
    asset_assign_unassign: ['create'],
    archive_lit: ['view'],
    comment: ['edit', 'view'],
    programs_view: ['view'],
    ram_view: ['view'],
    location_view: ['view'],
    users_view: ['view'],
    health_view: ['view'],
    report_generate: ['create'],
    generate_tag: ['create'],
    filter: ['view'],
  },
  [ORGANISATION_GROUP]: {
    presonal_information: ['view', 'edit'],
    company_information: ['edit', 'view'],
    company_branches: ['create', 'edit', 'view', 'delete'],
    asset_tag_setup: ['edit', 'view'],
    asset_types: ['view', 'create', 'delete'],
    purchase_order: ['view', 'create', 'delete'],
    admin_setup: ['create', 'view'],
    employee_setup: ['create', 'view', 'edit', 'delete'],
    agent_computers: ['view'],
    activity: ['view'],
    agent_computer_report: ['create'],
    download_agent: ['create'],
  },
  /**
   * The service desk (issue 17): `ticket` view lets a requester see their own tickets,
   * `ticket_queue` view every ticket of the company (the agents' queue); assigning,
   * closing, editing the priority matrix and service levels, and the reports are apart.
   */
  [INCIDENT_GROUP]: {
    ticket: ['create', 'view', 'edit'],
    ticket_queue: ['view'],
    ticket_assign: ['edit'],
    ticket_close: ['edit'],
    priority_matrix: ['view', 'edit'],
    incident_reports: ['view'],
  },
  /**
   * The vendor register (issue 18, module `saas-products`): vendors, the company's
   * questionnaires, and reviewing a vendor's answers.
   */
  [VENDOR_GROUP]: {
    vendor: ['create', 'view', 'edit', 'delete'],
    vendor_questionnaire: ['view', 'edit'],
    vendor_review: ['edit'],
  },
  /**
   * Employee exits and onboarding (issue 19, module `asset-management`): start an exit
   * (`exit` create; view reads exits), sign a department's part (its head, or an
   * administrator), sign the clearance as the authority, and the responses report with the
   * interview answers.
   */
  [EXIT_GROUP]: {
    exit: ['create', 'view'],
    exit_department_sign: ['edit'],
    exit_authority_sign: ['edit'],
    exit_responses: ['view'],
  },
  /**
   * The IT shop (issue 20, module `it-products`): browse the catalogue, keep a cart and
   * order (`shop_order` create; view reads one's own orders), approve or reject an order in
   * one's own step of its chain, fulfil approved orders (reserve, raise a purchase order,
   * hand over), and edit the catalogue and the shop's settings.
   */
  [SHOP_GROUP]: {
    shop_order: ['create', 'view'],
    shop_approval: ['edit'],
    shop_fulfilment: ['edit'],
    shop_catalogue: ['edit'],
  },
} as const;

type Catalogue = typeof PERMISSION_CATALOGUE;
export type PermissionGroup = keyof Catalogue;
export type PermissionObject<G extends PermissionGroup> = keyof Catalogue[G] & string;
export type PermissionAction<
  G extends PermissionGroup,
  O extends PermissionObject<G>,
> = Catalogue[G][O] extends readonly (infer A)[] ? A : never;

/** One permission of the catalogue: group, object and action. */
export type Permission = {
  [G in PermissionGroup]: {
    [O in PermissionObject<G>]: { group: G; object: O; action: PermissionAction<G, O> };
  }[PermissionObject<G>];
}[PermissionGroup];

/**
 * A role's policies in the shape of SPEC.md section 3: for each group, for each
 * object, the list of allowed actions. Objects or actions absent mean "not allowed".
 */
export type Policies = {
  [G in PermissionGroup]?: {
    [O in PermissionObject<G>]?: PermissionAction<G, O>[];
  };
};

/** Builds a typed permission; `perm('on_asset', 'asset', 'view')`. */
export function perm<G extends PermissionGroup, O extends PermissionObject<G>>(
  group: G,
  object: O,
  action: PermissionAction<G, O>,
): Permission {
  return { group, object, action } as Permission;
}

/** True when the policies allow the permission. */
export function isAllowed(policies: Policies | null | undefined, p: Permission): boolean {
  const group = policies?.[p.group] as Record<string, readonly string[] | undefined> | undefined;
  const actions = group?.[p.object];
  return Array.isArray(actions) && actions.includes(p.action);
}

/** Every permission of the catalogue, as full policies (the admin role). */
export function allPolicies(): Policies {
  const out: Record<string, Record<string, string[]>> = {};
  for (const [group, objects] of Object.entries(PERMISSION_CATALOGUE)) {
    out[group] = {};
    for (const [object, actions] of Object.entries(objects)) {
      out[group][object] = [...actions];
    }
  }
  return out as Policies;
}

/** Every permission of the catalogue as a flat list. */
export function allPermissions(): Permission[] {
  const list: Permission[] = [];
  for (const [group, objects] of Object.entries(PERMISSION_CATALOGUE)) {
    for (const [object, actions] of Object.entries(objects)) {
      for (const action of actions) list.push({ group, object, action } as Permission);
    }
  }
  return list;
}
