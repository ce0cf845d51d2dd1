/** What the app says when the server gives no answer at all (down, restarting, the network gone). */
export const SERVER_UNREACHABLE = "No se pudo conectar con el servidor. Compruebe la conexión y vuelva a intentarlo.";

/**
 * `fetch`, whose failure to reach the server reads in Spanish: browsers reject with a TypeError
 * in their own words ('Failed to fetch', 'NetworkError when attempting to fetch resource').
 */
export async function serverFetch(input: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    throw error instanceof TypeError ? new Error(SERVER_UNREACHABLE, { cause: error }) : error;
  }
}
