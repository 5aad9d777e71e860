/** The comparable shape of a parameter, for the tests that check parameters against n8n's nodes.json. */
type Loose = Record<string, any>;
/** What must match n8n: everything but prose (descriptions, notice texts), the form CSS and declarative routing. */
export function parameterShape(p: Loose): Loose {
  const typeOptions = p.typeOptions ? { ...p.typeOptions } : undefined;
  if (typeOptions?.loadOptions) {
    delete typeOptions.loadOptions;
    typeOptions.loadOptionsMethod = 'declarative';
  } else if (typeOptions?.loadOptionsMethod && p.name !== 'role') typeOptions.loadOptionsMethod = 'declarative';
  const out: Loose = {
    name: p.name,
    type: p.type,
    default: p.name === 'responseFormCustomCss' ? 'css' : p.default,
    displayOptions: p.displayOptions,
    required: !!p.required,
    typeOptions,
    noDataExpression: !!p.noDataExpression,
    displayName: p.type === 'notice' ? 'notice' : p.displayName,
    placeholder: p.placeholder,
  };
  if (p.type === 'options' || p.type === 'multiOptions')
    out.values = (p.options ?? []).map((o: Loose) => [o.value, o.name, o.action]);
  if (p.type === 'collection') out.options = (p.options ?? []).map(parameterShape);
  if (p.type === 'fixedCollection')
    out.options = (p.options ?? []).map((g: Loose) => ({
      name: g.name,
      displayName: g.displayName,
      values: g.values.map(parameterShape),
    }));
  if (p.type === 'resourceLocator')
    out.modes = (p.modes ?? []).map((m: Loose) => [
      m.name,
      m.type,
      m.displayName,
      m.placeholder,
      m.typeOptions?.searchListMethod,
      m.extractValue?.regex,
      m.validation,
    ]);
  return JSON.parse(JSON.stringify(out));
}
