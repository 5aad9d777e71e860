import { describe, expect, it } from 'vitest';
import { expressionFromTyped } from '../parameters/expression-switch';
import { FOCUS_REQUEST_MS, requestExpressionFocus, takeExpressionFocus } from './focus-request';

describe('typing {{ into a fixed value (issue 15 item 4: braces closed, the editor takes over)', () => {
  it('closes the braces and puts the cursor inside', () => {
    expect(expressionFromTyped('Hi ', 'Hi {{')).toEqual({ value: '=Hi {{  }}', cursor: 6 });
    expect(expressionFromTyped('', '{{')).toEqual({ value: '={{  }}', cursor: 3 });
    // Typed in the middle of a text: the rest follows the closed braces.
    expect(expressionFromTyped('a b', 'a {{b')).toEqual({ value: '=a {{  }}b', cursor: 5 });
  });

  it('keeps a pasted whole expression, and does nothing without a new {{', () => {
    expect(expressionFromTyped('', 'Hi {{ $json.name }}')).toEqual({ value: '=Hi {{ $json.name }}', cursor: 19 });
    expect(expressionFromTyped('Hi', 'Hi {')).toBeNull();
    expect(expressionFromTyped('{{ x', '{{ xy')).toBeNull();
    expect(expressionFromTyped('=a', '=a{{')).toBeNull();
  });

  it('hands the cursor to the next editor once, and only while the request is fresh', () => {
    requestExpressionFocus(4, 1000);
    expect(takeExpressionFocus(1000 + FOCUS_REQUEST_MS)).toBe(4);
    expect(takeExpressionFocus(1000 + FOCUS_REQUEST_MS)).toBeNull();
    requestExpressionFocus(2, 1000);
    expect(takeExpressionFocus(1001 + FOCUS_REQUEST_MS)).toBeNull();
  });
});
