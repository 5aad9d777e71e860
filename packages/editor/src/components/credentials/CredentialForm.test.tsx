import type { NodeProperty } from '@weft/workflow';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { initialValues } from './credential-form';
import { CredentialForm } from './CredentialForm';

const props: NodeProperty[] = [
  {
    displayName: 'Base URL',
    name: 'baseUrl',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'https://api.example.com',
    description: 'Where the <code>API</code> lives<script>alert(1)</script>',
  },
  {
    displayName: 'API Key',
    name: 'apiKey',
    type: 'string',
    typeOptions: { password: true },
    default: '',
    required: true,
  },
  {
    displayName: 'Environment',
    name: 'environment',
    type: 'options',
    options: [
      { name: 'Production', value: 'production' },
      { name: 'Sandbox', value: 'sandbox' },
    ],
    default: 'production',
  },
  {
    displayName: 'Sandbox ID',
    name: 'sandboxId',
    type: 'string',
    default: '',
    displayOptions: { show: { environment: ['sandbox'] } },
  },
  { displayName: 'Retries', name: 'retries', type: 'number', default: 3 },
  { displayName: 'Verbose', name: 'verbose', type: 'boolean', default: false },
  { displayName: 'Extra headers', name: 'headers', type: 'collection', default: {} },
  { displayName: 'Internal', name: 'internal', type: 'hidden', default: 'x' },
  {
    displayName: 'Keys are on <strong>your profile</strong> page<img src=x onerror=alert(1)>',
    name: 'where',
    type: 'notice',
    default: '',
  },
];

function Harness({
  readOnly,
  showErrors,
  onValues,
}: {
  readOnly?: boolean;
  showErrors?: boolean;
  onValues?(v: Record<string, unknown>): void;
}) {
  const [values, setValues] = useState(() => initialValues(props, {}));
  return (
    <CredentialForm
      properties={props}
      values={values}
      readOnly={readOnly}
      showErrors={showErrors}
      onChange={(n, v) =>
        setValues((old) => {
          const next = { ...old, [n]: v };
          onValues?.(next);
          return next;
        })
      }
    />
  );
}

describe('the credential modal form', () => {
  it('renders each property as an input of its type, with labels, required markers and sanitised hints', () => {
    const { container } = render(<Harness />);
    expect(screen.getByLabelText(/Base URL/)).toHaveAttribute('placeholder', 'https://api.example.com');
    expect(screen.getByLabelText(/API Key/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Environment').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Retries')).toHaveValue(3);
    expect(screen.getByRole('switch', { name: 'Verbose' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByLabelText('Extra headers').tagName).toBe('TEXTAREA');
    expect(screen.queryByLabelText('Internal')).toBeNull();
    expect(container.querySelectorAll('.required')).toHaveLength(2);
    expect(container.querySelector('code')?.textContent).toBe('API');
    expect(container.querySelector('script')).toBeNull();
    const notice = screen.getByTestId('cred-notice-where');
    expect(notice.querySelector('strong')?.textContent).toBe('your profile');
    expect(notice.querySelector('img')).toBeNull();
  });

  it('shows a dependent field only while its displayOptions match', () => {
    const seen: Array<Record<string, unknown>> = [];
    render(<Harness onValues={(v) => seen.push(v)} />);
    expect(screen.queryByLabelText('Sandbox ID')).toBeNull();
    fireEvent.change(screen.getByLabelText('Environment'), { target: { value: 'sandbox' } });
    expect(screen.getByLabelText('Sandbox ID')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Sandbox ID'), { target: { value: 'sb-1' } });
    fireEvent.change(screen.getByLabelText('Environment'), { target: { value: 'production' } });
    expect(screen.queryByLabelText('Sandbox ID')).toBeNull();
    expect(seen.at(-1)).toMatchObject({ environment: 'production', sandboxId: 'sb-1' });
  });

  it('sends typed values: numbers, booleans and parsed JSON', () => {
    const seen: Array<Record<string, unknown>> = [];
    render(<Harness onValues={(v) => seen.push(v)} />);
    fireEvent.change(screen.getByLabelText('Retries'), { target: { value: '5' } });
    expect(seen.at(-1)!.retries).toBe(5);
    fireEvent.click(screen.getByRole('switch', { name: 'Verbose' }));
    expect(seen.at(-1)!.verbose).toBe(true);
    const json = screen.getByLabelText('Extra headers');
    fireEvent.change(json, { target: { value: '{"x-team": "ops"}' } });
    fireEvent.blur(json);
    expect(seen.at(-1)!.headers).toEqual({ 'x-team': 'ops' });
    fireEvent.change(json, { target: { value: '{broken' } });
    fireEvent.blur(json);
    expect(screen.getByRole('alert')).toHaveTextContent(/Not valid JSON/);
    expect(seen.at(-1)!.headers).toEqual({ 'x-team': 'ops' });
  });

  it('marks empty required fields after a save attempt', () => {
    render(<Harness showErrors />);
    expect(screen.getByText('Base URL is required')).toBeInTheDocument();
    expect(screen.getByText('API Key is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Base URL/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables every input when read-only', () => {
    render(<Harness readOnly />);
    for (const label of [/Base URL/, /API Key/, 'Environment', 'Retries', 'Extra headers'])
      expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Verbose' })).toBeDisabled();
  });
});
