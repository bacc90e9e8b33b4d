/** A path parameter the core parser rejects: its exact reason. */
export function InvalidParam({ what, message }: { what: string; message: string }) {
  return (
    <div className="error-view" role="alert">
      <h2>This {what} is not valid</h2>
      <p>{message}</p>
    </div>
  );
}

/** A page whose path parameter does not parse: the page's title, and why. */
export function InvalidParamPage({ title, what, message }: { title: string; what: string; message: string }) {
  return (
    <article>
      <h1 className="page-title">{title}</h1>
      <InvalidParam what={what} message={message} />
    </article>
  );
}
