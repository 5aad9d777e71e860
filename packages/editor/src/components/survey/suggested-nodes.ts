import { CORE_NODE_TYPES } from '@weft/workflow';
import type { PersonalizationAnswers } from './choices';

/**
 * Node types suggested from the survey answers, by node type name.
 * The app nodes are the ones a node creator shows under Suggested Nodes when they are installed;
 * names that are not installed are simply not shown.
 */
export const SUGGESTED = {
  SET: CORE_NODE_TYPES.set,
  CODE: CORE_NODE_TYPES.code,
  /** n8n's Item Lists node; Weft splits its operations into Split Out, Aggregate, Sort and others. */
  ITEM_LISTS: CORE_NODE_TYPES.splitOut,
  IF: CORE_NODE_TYPES.if,
  SWITCH: CORE_NODE_TYPES.switch,
  SHOP_TRIGGER: 'weft.shopifyTrigger',
  TICKETING_TRIGGER: 'weft.zendeskTrigger',
} as const;

/** Apps for companies of 500 people or more. */
export const ENTERPRISE_APPS = ['weft.salesforce', 'weft.microsoftTeams', 'weft.jira', 'weft.serviceNow'] as const;

/** Apps for smaller companies, by automation goal. */
export const APPS_BY_GOAL: Record<string, readonly string[]> = {
  'lead-generation': ['weft.hubspot', 'weft.clearbit'],
  'customer-communication': ['weft.slack', 'weft.intercom'],
  actions: [CORE_NODE_TYPES.httpRequest, 'weft.slack'],
  'ad-campaign': ['weft.facebookLeadAdsTrigger', 'weft.googleAds'],
  reporting: ['weft.googleSheets', 'weft.airtable'],
  'data-syncing': ['weft.postgres', 'weft.googleSheets'],
};

/** Apps for smaller companies, by work area (used when the goal names none). */
export const APPS_BY_WORK_AREA: Record<string, readonly string[]> = {
  finance: ['weft.quickbooks', 'weft.stripe'],
  'IT-Engineering': ['weft.github', CORE_NODE_TYPES.httpRequest],
  product: ['weft.notion', 'weft.linear'],
  'sales-businessDevelopment': ['weft.pipedrive', 'weft.hubspot'],
  security: ['weft.theHive', CORE_NODE_TYPES.httpRequest],
};

/** Company sizes of 500 people or more. */
const LARGE_COMPANY = new Set(['500-999', '1000+']);

/**
 * The node types to suggest for a set of survey answers:
 * - company type ecommerce suggests a shop trigger, msp a ticketing trigger;
 * - coding skill 4 or more adds the code node, otherwise the item-lists node;
 * - coding skill under 3 adds the if node, otherwise the switch node;
 * - companies of 500 or more get enterprise apps, smaller ones apps by goal or else work area;
 * - the set node is always added.
 * A missing coding skill counts as 0. Each name appears once, in rule order.
 */
export function suggestedNodes(answers: PersonalizationAnswers | null | undefined): string[] {
  const a = answers ?? {};
  const out: string[] = [];
  const add = (...names: readonly string[]) => {
    for (const n of names) if (!out.includes(n)) out.push(n);
  };
  if (a.companyType === 'ecommerce') add(SUGGESTED.SHOP_TRIGGER);
  if (a.companyType === 'msp') add(SUGGESTED.TICKETING_TRIGGER);
  const skill = Number(a.codingSkill ?? 0);
  const codingSkill = Number.isFinite(skill) ? skill : 0;
  add(codingSkill >= 4 ? SUGGESTED.CODE : SUGGESTED.ITEM_LISTS);
  add(codingSkill < 3 ? SUGGESTED.IF : SUGGESTED.SWITCH);
  if (a.companySize && LARGE_COMPANY.has(a.companySize)) add(...ENTERPRISE_APPS);
  else {
    const byGoal = a.automationGoal ? APPS_BY_GOAL[a.automationGoal] : undefined;
    const byArea = a.workArea ? APPS_BY_WORK_AREA[a.workArea] : undefined;
    add(...(byGoal ?? byArea ?? []));
  }
  add(SUGGESTED.SET);
  return out;
}
