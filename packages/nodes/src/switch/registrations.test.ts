import { describe, expect, it } from 'vitest';
import { createBasicScope, createNodeTypeRegistry, evaluateExpression, withDefaults } from '@weft/workflow';
import { mergeNode } from '../merge/index.js';
import { switchNode } from './index.js';

const registry = createNodeTypeRegistry([...switchNode, ...mergeNode]);

describe('Switch and Merge registrations per version', () => {
  it('answers each n8n version with its own description and refuses others', () => {
    for (const v of [1, 2, 3, 3.1, 3.2, 3.3, 3.4])
      expect(registry.get('n8n-nodes-base.switch', v)?.description.version).toContain(v);
    for (const v of [1, 2, 2.1, 3, 3.1, 3.2]) {
      const version = registry.get('n8n-nodes-base.merge', v)?.description.version;
      expect(Array.isArray(version) ? version : [version]).toContain(v);
    }
    expect(registry.get('n8n-nodes-base.switch', 3.5)).toBeUndefined();
    expect(registry.get('n8n-nodes-base.merge', 2.2)).toBeUndefined();
    expect(registry.get('weft.switch')?.description.defaultVersion).toBe(3.4);
  });

  it('gives Switch 2 one output per rule, or outputsAmount in expression mode', () => {
    const description = registry.get('weft.switch', 2)!.description;
    const outputs = (parameters: Record<string, unknown>) =>
      evaluateExpression(
        description.outputs,
        createBasicScope({ $parameter: withDefaults(description.properties, parameters as never, 2), $version: 2 }),
      );
    expect(outputs({ rules: { rules: [{}, {}, {}] } })).toBe(3);
    expect(outputs({})).toBe(0);
    expect(outputs({ mode: 'expression' })).toBe(4);
  });

  it('fills the defaults of the data type shown: Switch 1 compares numbers, Merge 1 appends', () => {
    const v1 = registry.get('weft.switch', 1)!.description;
    expect(withDefaults(v1.properties, {}, 1)).toMatchObject({
      mode: 'rules',
      dataType: 'number',
      value1: 0,
      fallbackOutput: -1,
    });
    expect(withDefaults(v1.properties, { dataType: 'string' }, 1)).toMatchObject({ value1: '' });
    const m1 = registry.get('weft.merge', 1)!.description;
    expect(withDefaults(m1.properties, { mode: 'mergeByKey' }, 1)).toMatchObject({
      overwrite: 'always',
      propertyName1: '',
    });
    expect(registry.get('weft.merge', 2.1)!.description.requiredInputs).toContain('chooseBranch');
    expect(m1.requiredInputs).toBeUndefined();
  });
});
