import { describe, expect, it } from 'vitest';
import type { NodeTypeDescription } from '@weft/workflow';
import { nodeTypeLabel, wrapName } from './preview-labels';

describe('template preview labels (issue 15 item 9)', () => {
  const describe_ = (t: string) =>
    t === 'weft.manualTrigger' ? ({ displayName: 'Manual Trigger' } as NodeTypeDescription) : undefined;
  it("names node types by their display name, not the internal 'manualTrigger'", () => {
    expect(nodeTypeLabel('n8n-nodes-base.manualTrigger', describe_)).toBe('Manual Trigger');
    expect(nodeTypeLabel('n8n-nodes-base.splitOut', describe_)).toBe('Split Out');
  });
  it('wraps long node names over two lines instead of cutting them at 18 characters', () => {
    expect(wrapName('Edit Fields')).toEqual(['Edit Fields']);
    expect(wrapName('When clicking ‘Execute workflow’')).toEqual(['When clicking', '‘Execute workflow’']);
    expect(wrapName('Filter active customers by spend')).toEqual(['Filter active', 'customers by spend']);
    expect(wrapName('Find the customers who spent the most this year')).toEqual([
      'Find the customers',
      'who spent the most…',
    ]);
  });
  it('writes an undescribed type inside its box over up to three lines, not cut at 12 characters', async () => {
    const { typeLabelLines } = await import('./preview-labels');
    expect(typeLabelLines('Manual Trigger')).toEqual(['Manual', 'Trigger']);
    expect(typeLabelLines('Google Sheets Trigger')).toEqual(['Google', 'Sheets', 'Trigger']);
  });
});
