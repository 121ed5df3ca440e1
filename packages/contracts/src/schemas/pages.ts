/** GET cms/page/{id} → data: a static page for /pages/{id}, in the request's language. */
export interface StaticPage {
  id: number;
  title: string;
  /** trusted HTML written by the operator */
  body: string;
}
