/**
 * The personalization survey's questions with n8n's exact enumerations,
 * and the shape of the answers.
 */

/** Version written into every answer set, so later surveys can tell old answers apart. */
export const SURVEY_VERSION = 'v4';

/** One choice of a question: the stored value and the label people read. */
export interface SurveyChoice {
  value: string;
  label: string;
}

export const COMPANY_SIZES: SurveyChoice[] = [
  { value: '<20', label: 'Less than 20 people' },
  { value: '20-99', label: '20–99 people' },
  { value: '100-499', label: '100–499 people' },
  { value: '500-999', label: '500–999 people' },
  { value: '1000+', label: '1000 or more people' },
];

export const COMPANY_TYPES: SurveyChoice[] = [
  { value: 'saas', label: 'Software (SaaS)' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'education', label: 'Education' },
  { value: 'msp', label: 'Managed service provider (MSP)' },
  { value: 'digital-agency', label: 'Digital agency or consultancy' },
  { value: 'systems-integrator', label: 'Systems integrator' },
  { value: 'personal', label: 'Personal use' },
  { value: 'other', label: 'Other' },
];

export const WORK_AREAS: SurveyChoice[] = [
  { value: 'finance', label: 'Finance' },
  { value: 'IT-Engineering', label: 'IT and engineering' },
  { value: 'product', label: 'Product' },
  { value: 'sales-businessDevelopment', label: 'Sales and business development' },
  { value: 'security', label: 'Security' },
];

export const AUTOMATION_GOALS: SurveyChoice[] = [
  { value: 'lead-generation', label: 'Lead generation, enrichment and routing' },
  { value: 'customer-communication', label: 'Customer communication' },
  { value: 'actions', label: 'Actions in other apps' },
  { value: 'ad-campaign', label: 'Ad campaigns' },
  { value: 'reporting', label: 'Reporting' },
  { value: 'data-syncing', label: 'Syncing data between apps' },
  { value: 'other', label: 'Other' },
];

export const BENEFICIARIES: SurveyChoice[] = [
  { value: 'myself', label: 'Myself' },
  { value: 'my-team', label: 'My team' },
  { value: 'other-teams', label: 'Other teams' },
];

export const REPORTED_SOURCES: SurveyChoice[] = [
  { value: 'google', label: 'Google' },
  { value: 'twitter', label: 'Twitter / X' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'friend', label: 'A friend or colleague' },
  { value: 'podcast', label: 'A podcast' },
  { value: 'event', label: 'An event' },
  { value: 'other', label: 'Other' },
];

export const ROLES: SurveyChoice[] = [
  { value: 'business-owner', label: 'Business owner' },
  { value: 'customer-support', label: 'Customer support' },
  { value: 'data-science', label: 'Data science' },
  { value: 'devops', label: 'DevOps' },
  { value: 'it', label: 'IT' },
  { value: 'engineering', label: 'Engineering' },
  { value: 'sales-and-marketing', label: 'Sales and marketing' },
  { value: 'security', label: 'Security' },
  { value: 'other', label: 'Other' },
];

/** Coding skill is a number from 0 to 5. */
export const CODING_SKILL_MIN = 0;
export const CODING_SKILL_MAX = 5;

/** The answers the survey posts (every field optional; `...Other` hold the free text). */
export interface PersonalizationAnswers {
  version?: string;
  companySize?: string;
  companyType?: string;
  companyTypeOther?: string;
  workArea?: string;
  automationGoal?: string;
  automationGoalOther?: string;
  codingSkill?: number;
  automationBeneficiary?: string;
  reportedSource?: string;
  reportedSourceOther?: string;
  role?: string;
  roleOther?: string;
}

/**
 * The answers to post: empty fields and the free text of questions not answered 'other' are
 * dropped, and the survey version is added.
 */
export function cleanAnswers(answers: PersonalizationAnswers): PersonalizationAnswers {
  const out: Record<string, unknown> = { version: SURVEY_VERSION };
  const others: Array<[keyof PersonalizationAnswers, keyof PersonalizationAnswers]> = [
    ['companyType', 'companyTypeOther'],
    ['automationGoal', 'automationGoalOther'],
    ['reportedSource', 'reportedSourceOther'],
    ['role', 'roleOther'],
  ];
  for (const [key, value] of Object.entries(answers)) {
    if (key === 'version' || value === undefined || value === null || value === '') continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
    if (out[key] === '') delete out[key];
  }
  for (const [choice, other] of others) if (answers[choice] !== 'other') delete out[other];
  return out;
}

/**
 * What a skipped (or closed) survey saves, as n8n does: the version and when it was dismissed, so
 * the survey does not come back at the next sign-in while no question was answered.
 */
export function skippedAnswers(now: Date = new Date()): PersonalizationAnswers {
  return { version: SURVEY_VERSION, personalization_survey_submitted_at: now.toISOString() } as PersonalizationAnswers;
}
