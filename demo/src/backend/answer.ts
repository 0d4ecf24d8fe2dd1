import { getResponse, type RequestHandler } from 'msw';
import { fromBackendRequest, toBackendAnswer, type BackendAnswer, type BackendRequest } from './protocol';

/**
 * Answers a request with the fake backend's handlers, as MSW would in the page: the first handler
 * that answers wins; none answering means the request is not the backend's.
 */
export async function answerRequest(
  handlers: readonly RequestHandler[],
  message: BackendRequest,
): Promise<BackendAnswer> {
  const response = await getResponse([...handlers], fromBackendRequest(message));
  return toBackendAnswer(response);
}
