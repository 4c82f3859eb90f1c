/**
 * The early script (issue 10): built by build/early-script.ts into a small classic script that index.html runs
 * right after /config.js, while the storefront's main code is still downloading. It sends config, navs, member
 * detail and the first route's requests; the HTTP client takes their answers once, so the first screen's data
 * does not wait for the main chunks to arrive and evaluate.
 */
import { sendEarly } from '../../api/client.ts';
import { token } from '../../lib/storage.ts';
import { earlyRequestPaths } from './early-requests.ts';
import { readStartupParams } from './url-params.ts';

const params = readStartupParams(window.location.search);
const session = {
  hasToken: token.get() !== null,
  codeLogin: params.loginCode !== null && params.action === 'login',
};
for (const path of earlyRequestPaths(window.location, session)) sendEarly(path);
