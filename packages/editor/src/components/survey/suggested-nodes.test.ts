import { describe, expect, it } from 'vitest';
import {
  cleanAnswers,
  COMPANY_SIZES,
  COMPANY_TYPES,
  REPORTED_SOURCES,
  ROLES,
  WORK_AREAS,
  AUTOMATION_GOALS,
  BENEFICIARIES,
  SURVEY_VERSION,
} from './choices';
import { APPS_BY_GOAL, APPS_BY_WORK_AREA, ENTERPRISE_APPS, SUGGESTED, suggestedNodes } from './suggested-nodes';

describe('suggestedNodes', () => {
  it('suggests a shop trigger to ecommerce companies and a ticketing trigger to MSPs', () => {
    expect(suggestedNodes({ companyType: 'ecommerce' })).toContain(SUGGESTED.SHOP_TRIGGER);
    expect(suggestedNodes({ companyType: 'ecommerce' })).not.toContain(SUGGESTED.TICKETING_TRIGGER);
    expect(suggestedNodes({ companyType: 'msp' })).toContain(SUGGESTED.TICKETING_TRIGGER);
    expect(suggestedNodes({ companyType: 'saas' })).not.toContain(SUGGESTED.SHOP_TRIGGER);
  });

  it('adds the code node from coding skill 4, the item-lists node below', () => {
    expect(suggestedNodes({ codingSkill: 4 })).toContain(SUGGESTED.CODE);
    expect(suggestedNodes({ codingSkill: 5 })).toContain(SUGGESTED.CODE);
    expect(suggestedNodes({ codingSkill: 3 })).toContain(SUGGESTED.ITEM_LISTS);
    expect(suggestedNodes({ codingSkill: 3 })).not.toContain(SUGGESTED.CODE);
  });

  it('adds the if node below coding skill 3, the switch node from 3', () => {
    expect(suggestedNodes({ codingSkill: 2 })).toContain(SUGGESTED.IF);
    expect(suggestedNodes({ codingSkill: 2 })).not.toContain(SUGGESTED.SWITCH);
    expect(suggestedNodes({ codingSkill: 3 })).toContain(SUGGESTED.SWITCH);
    expect(suggestedNodes({ codingSkill: 3 })).not.toContain(SUGGESTED.IF);
  });

  it('gives companies of 500 or more the enterprise apps, whatever their goal', () => {
    for (const companySize of ['500-999', '1000+']) {
      const nodes = suggestedNodes({ companySize, automationGoal: 'reporting' });
      for (const app of ENTERPRISE_APPS) expect(nodes).toContain(app);
      expect(nodes).not.toContain(APPS_BY_GOAL.reporting![1]);
    }
  });

  it('gives smaller companies apps by goal, else by work area', () => {
    const byGoal = suggestedNodes({
      companySize: '20-99',
      automationGoal: 'customer-communication',
      workArea: 'finance',
    });
    for (const app of APPS_BY_GOAL['customer-communication']!) expect(byGoal).toContain(app);
    expect(byGoal).not.toContain(APPS_BY_WORK_AREA.finance![0]);
    const byArea = suggestedNodes({ companySize: '<20', automationGoal: 'other', workArea: 'finance' });
    for (const app of APPS_BY_WORK_AREA.finance!) expect(byArea).toContain(app);
    for (const app of ENTERPRISE_APPS) expect(byArea).not.toContain(app);
  });

  it('always adds the set node, once, last; no answers at all still suggest the beginner set', () => {
    expect(suggestedNodes(null)).toEqual([SUGGESTED.ITEM_LISTS, SUGGESTED.IF, SUGGESTED.SET]);
    const nodes = suggestedNodes({ companyType: 'ecommerce', codingSkill: 5, companySize: '1000+' });
    expect(nodes.at(-1)).toBe(SUGGESTED.SET);
    expect(nodes.filter((n) => n === SUGGESTED.SET)).toHaveLength(1);
    expect(nodes[0]).toBe(SUGGESTED.SHOP_TRIGGER);
  });
});

describe("survey choices (n8n's enumerations)", () => {
  it('uses exactly the listed values', () => {
    const values = (list: { value: string }[]) => list.map((c) => c.value);
    expect(values(COMPANY_SIZES)).toEqual(['<20', '20-99', '100-499', '500-999', '1000+']);
    expect(values(COMPANY_TYPES)).toEqual([
      'saas',
      'ecommerce',
      'education',
      'msp',
      'digital-agency',
      'systems-integrator',
      'personal',
      'other',
    ]);
    expect(values(WORK_AREAS)).toEqual([
      'finance',
      'IT-Engineering',
      'product',
      'sales-businessDevelopment',
      'security',
    ]);
    expect(values(AUTOMATION_GOALS)).toEqual([
      'lead-generation',
      'customer-communication',
      'actions',
      'ad-campaign',
      'reporting',
      'data-syncing',
      'other',
    ]);
    expect(values(BENEFICIARIES)).toEqual(['myself', 'my-team', 'other-teams']);
    expect(values(REPORTED_SOURCES)).toEqual([
      'google',
      'twitter',
      'linkedin',
      'youtube',
      'friend',
      'podcast',
      'event',
      'other',
    ]);
    expect(values(ROLES)).toEqual([
      'business-owner',
      'customer-support',
      'data-science',
      'devops',
      'it',
      'engineering',
      'sales-and-marketing',
      'security',
      'other',
    ]);
  });

  it('keeps the other-text only for questions answered other, and drops empty answers', () => {
    expect(
      cleanAnswers({
        companyType: 'saas',
        companyTypeOther: 'ignored',
        role: 'other',
        roleOther: '  Founder ',
        workArea: '',
        codingSkill: 0,
      }),
    ).toEqual({
      version: SURVEY_VERSION,
      companyType: 'saas',
      role: 'other',
      roleOther: 'Founder',
      codingSkill: 0,
    });
  });
});
