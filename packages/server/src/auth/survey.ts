import { badRequest } from '../http/errors.js';

/** The enumerated answers of the personalization survey. */
export const SURVEY_CHOICES: Readonly<Record<string, readonly string[]>> = {
  companySize: ['<20', '20-99', '100-499', '500-999', '1000+'],
  companyType: ['saas', 'ecommerce', 'education', 'msp', 'digital-agency', 'systems-integrator', 'personal', 'other'],
  workArea: ['finance', 'IT-Engineering', 'product', 'sales-businessDevelopment', 'security', 'other'],
  automationGoal: [
    'lead-generation',
    'customer-communication',
    'actions',
    'ad-campaign',
    'reporting',
    'data-syncing',
    'other',
  ],
  automationBeneficiary: ['myself', 'my-team', 'other-teams'],
  reportedSource: ['google', 'twitter', 'linkedin', 'youtube', 'friend', 'podcast', 'event', 'other'],
  role: [
    'business-owner',
    'customer-support',
    'data-science',
    'devops',
    'it',
    'engineering',
    'sales-and-marketing',
    'security',
    'other',
  ],
};

/** Longest free-text answer kept. */
const MAX_TEXT = 500;

/**
 * Checks personalization answers: a JSON object whose values are strings, numbers,
 * booleans, null or lists of strings. Enumerated questions must use their listed values (a
 * list answer each of its items), and `codingSkill` is 0 to 5. Other keys (the free-text "other"
 * answers, `version`, later survey questions) are kept as long as they are short.
 */
export function validateSurvey(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('Personalization answers are mandatory');
  const answers = body as Record<string, unknown>;
  for (const [key, value] of Object.entries(answers)) {
    if (value === null || typeof value === 'boolean') continue;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (typeof item === 'number' ? !Number.isFinite(item) : typeof item !== 'string')
        throw badRequest(`Survey answer ${key} must be text, a number or a list of texts`);
      if (typeof item === 'string' && item.length > MAX_TEXT)
        throw badRequest(`Survey answer ${key} must be at most ${MAX_TEXT} characters long`);
    }
    const choices = SURVEY_CHOICES[key];
    if (choices) {
      const bad = items.find((item) => typeof item !== 'string' || !choices.includes(item));
      if (bad !== undefined) throw badRequest(`Survey answer ${key} must be one of: ${choices.join(', ')}`);
    }
    if (key === 'codingSkill') {
      const skill = Number(value);
      if (Array.isArray(value) || !Number.isInteger(skill) || skill < 0 || skill > 5)
        throw badRequest('Survey answer codingSkill must be a number from 0 to 5');
    }
  }
  return answers;
}
