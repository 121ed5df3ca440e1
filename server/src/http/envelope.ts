// Successful replies of ./api/ (the envelope). Their shapes are the table's reply schemas
// (@arena/contracts endpoints), which the routes register, so Fastify serializes them by schema.

/** A successful reply carrying `data`; `message` is shown to the player when set. */
export function ok<T>(data: T, message = ''): { success: true; message: string; data: T } {
  return { success: true, message, data };
}

/** A successful reply that only carries a message ("success, message"). */
export function done(message: string): { success: true; message: string } {
  return { success: true, message };
}
