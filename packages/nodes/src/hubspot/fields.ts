/**
 * Which HubSpot property each field of the HubSpot node's collections writes, in the order n8n's
 * node sends them (so requests match), and how the value is written: as given, as text
 * (`toString`), as a millisecond timestamp (`new Date(value).getTime()`), an owner's `.value`, or a
 * list joined with `;` (a multiple checkbox).
 */

/** How a field's value is written. */
export type FieldWrite = 'as-is' | 'text' | 'timestamp' | 'owner' | 'checkboxes';

/** `[field, property, write]`. */
export type FieldMap = ReadonlyArray<readonly [string, string, FieldWrite?]>;

/** Contact fields of Create or Update (version 1 has these). */
const CONTACT_V1: FieldMap = [
  ['annualRevenue', 'annualrevenue', 'text'],
  ['city', 'city'],
  ['clickedFacebookAd', 'hs_facebook_ad_clicked'],
  ['closeDate', 'closedate', 'timestamp'],
  ['companyName', 'company'],
  ['companySize', 'company_size'],
  ['description', 'description'],
  ['contactOwner', 'hubspot_owner_id'],
  ['country', 'country'],
  ['dateOfBirth', 'date_of_birth'],
  ['degree', 'degree'],
  ['facebookClickId', 'hs_facebook_click_id'],
  ['faxNumber', 'fax'],
  ['fieldOfStudy', 'field_of_study'],
  ['firstName', 'firstname'],
  ['gender', 'gender'],
  ['googleAdClickId', 'hs_google_click_id'],
  ['graduationDate', 'graduation_date'],
  ['industry', 'industry'],
  ['jobFunction', 'job_function'],
  ['jobTitle', 'jobtitle'],
  ['lastName', 'lastname'],
  ['leadStatus', 'hs_lead_status'],
  ['processingContactData', 'hs_legal_basis'],
  ['lifeCycleStage', 'lifecyclestage'],
  ['maritalStatus', 'marital_status'],
  ['membershipNote', 'hs_content_membership_notes'],
  ['message', 'message'],
  ['mobilePhoneNumber', 'mobilephone'],
  ['numberOfEmployees', 'numemployees'],
  ['originalSource', 'hs_analytics_source'],
  ['phoneNumber', 'phone'],
  ['postalCode', 'zip'],
  ['prefferedLanguage', 'hs_language'],
  ['relationshipStatus', 'relationship_status'],
  ['salutation', 'salutation'],
  ['school', 'school'],
  ['seniority', 'seniority'],
  ['startDate', 'start_date'],
  ['stateRegion', 'state'],
  ['status', 'hs_content_membership_status'],
  ['streetAddress', 'address'],
  ['twitterUsername', 'twitterhandle'],
  ['websiteUrl', 'website'],
  ['workEmail', 'work_email'],
];

/** Contact fields of Create or Update from version 2. */
const CONTACT_V2: FieldMap = [
  ...CONTACT_V1,
  ['buyingRole', 'hs_buying_role', 'checkboxes'],
  ['countryRegionCode', 'hs_country_region_code'],
  ['emailCustomerQuarantinedReason', 'hs_email_customer_quarantined_reason'],
  ['employmentRole', 'hs_role'],
  ['employmentSeniority', 'hs_seniority'],
  ['employmentSubRole', 'hs_sub_role'],
  ['enrichedEmailBounceDetected', 'hs_enriched_email_bounce_detected'],
  ['inferredLanguageCodes', 'hs_inferred_language_codes'],
  ['latestTrafficSource', 'hs_latest_source'],
  ['latestTrafficSourceDate', 'hs_latest_source_timestamp', 'timestamp'],
  ['linkedinUrl', 'hs_linkedin_url'],
  ['memberEmail', 'hs_content_membership_email'],
  ['militaryStatus', 'military_status'],
  ['persona', 'hs_persona'],
  ['prospectingAgentLastEnrolled', 'hs_prospecting_agent_last_enrolled', 'timestamp'],
  ['prospectingAgentTotalEnrolledCount', 'hs_prospecting_agent_total_enrolled_count'],
  ['stateRegionCode', 'hs_state_code'],
  ['timeZone', 'hs_timezone'],
  ['whatsappPhoneNumber', 'hs_whatsapp_phone_number'],
];

/** The contact fields of a version. */
export const contactFields = (version: number): FieldMap => (version >= 2 ? CONTACT_V2 : CONTACT_V1);

/** Company fields of Create (Update also writes `name` first). */
export const COMPANY_FIELDS: FieldMap = [
  ['aboutUs', 'about_us'],
  ['annualRevenue', 'annualrevenue', 'text'],
  ['city', 'city'],
  ['closeDate', 'closedate', 'timestamp'],
  ['companyDomainName', 'domain'],
  ['companyOwner', 'hubspot_owner_id'],
  ['countryRegion', 'country'],
  ['description', 'description'],
  ['facebookFans', 'facebookfans'],
  ['googlePlusPage', 'googleplus_page'],
  ['industry', 'industry'],
  ['isPublic', 'is_public'],
  ['leadStatus', 'hs_lead_status'],
  ['lifecycleStatus', 'lifecyclestage'],
  ['linkedinBio', 'linkedinbio'],
  ['linkedInCompanyPage', 'linkedin_company_page'],
  ['numberOfEmployees', 'numberofemployees'],
  ['originalSourceType', 'hs_analytics_source'],
  ['phoneNumber', 'phone'],
  ['postalCode', 'zip'],
  ['stateRegion', 'state'],
  ['streetAddress', 'address'],
  ['streetAddress2', 'address2'],
  ['targetAccount', 'hs_target_account'],
  ['timezone', 'timezone'],
  ['totalMoneyRaised', 'total_money_raised'],
  ['twitterBio', 'twitterbio'],
  ['twitterFollowers', 'twitterfollowers'],
  ['twitterHandle', 'twitterhandle'],
  ['type', 'type'],
  ['websiteUrl', 'website'],
  ['webTechnologies', 'web_technologies'],
  ['yearFounded', 'founded_year'],
];

/** Deal fields of Create (the stage is its own parameter there) and Update (from `stage`); the owner from version 2. */
export function dealFields(version: number, update: boolean): FieldMap {
  return [
    ...(update ? ([['stage', 'dealstage']] as const) : []),
    ['dealName', 'dealname'],
    ...(version >= 2 ? ([['dealOwner', 'hubspot_owner_id', 'owner']] as const) : []),
    ['closeDate', 'closedate', 'timestamp'],
    ['amount', 'amount'],
    ['dealType', 'dealtype'],
    ['pipeline', 'pipeline'],
    ['description', 'description'],
  ];
}

/** Ticket fields of Create (Update also writes pipeline, stage and name first). */
export const TICKET_FIELDS: FieldMap = [
  ['category', 'hs_ticket_category'],
  ['closeDate', 'closed_date', 'timestamp'],
  ['createDate', 'createdate', 'timestamp'],
  ['description', 'content'],
  ['priority', 'hs_ticket_priority'],
  ['resolution', 'hs_resolution'],
  ['source', 'source_type'],
  ['ticketOwnerId', 'hubspot_owner_id'],
];

/** `new Date(value).getTime()`, as JSON writes it (an invalid date is `null`). */
export function timestampOf(value: unknown): number | null {
  const ms = new Date(value as string).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** A field's value as it is written. */
export function writeValue(value: unknown, write: FieldWrite = 'as-is'): unknown {
  switch (write) {
    case 'text':
      return String(value);
    case 'timestamp':
      return timestampOf(value);
    case 'owner':
      return (value as { value?: unknown } | null)?.value;
    case 'checkboxes':
      return Array.isArray(value) ? value.join(';') : value;
    default:
      return value;
  }
}

/** `[{ <key>: property, value }]` for every field set (truthy) in `fields`, in the map's order. */
export function propertyList(
  fields: Record<string, unknown>,
  map: FieldMap,
  key: 'property' | 'name',
): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const [field, property, write] of map) {
    if (fields[field]) out.push({ [key]: property, value: writeValue(fields[field], write) });
  }
  return out;
}

/** The Custom Properties entries (`customPropertiesUi.customPropertiesValues`) as `[{ <key>: property, value }]`. */
export function customProperties(
  fields: Record<string, unknown>,
  key: 'property' | 'name',
): Array<Record<string, unknown>> {
  const ui = fields.customPropertiesUi as
    { customPropertiesValues?: Array<{ property?: unknown; value?: unknown }> } | undefined;
  return (ui?.customPropertiesValues ?? []).map((p) => ({ [key]: p.property, value: p.value }));
}
