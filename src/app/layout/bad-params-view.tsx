import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { BadParam } from '../../components/explorer/use-explorer-params';
import { searchWith } from '../../components/time-travel/time-travel-params';

/** A URL parameter we cannot use: the parser's reason and an input to fix it (never a blank page). */
function BadParamForm({ param }: { param: BadParam }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [value, setValue] = useState(param.value);
  const apply = (next: string | null) => {
    navigate({ search: searchWith(search, param.name, next) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(value.trim());
  };
  return (
    <form className="field-row" onSubmit={submit}>
      <label>
        {param.name}
        <input className="mono" aria-label={`Fix ${param.name}`} value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="submit">Apply</button>
      <button type="button" onClick={() => apply(null)}>
        Remove {param.name}
      </button>
    </form>
  );
}

export function BadParamsView({ badParams }: { badParams: BadParam[] }) {
  return (
    <div className="error-view" role="alert">
      <h2>This link has a parameter the explorer cannot use</h2>
      {badParams.map((param) => (
        <div key={param.name}>
          <p>
            <code>{param.name}</code>: {param.reason}
          </p>
          <BadParamForm param={param} />
        </div>
      ))}
    </div>
  );
}
