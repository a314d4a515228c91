/** The projection services' one public entry: routes and the rest of server/src import only this file (decision record 010). */
export { dividendProjection, wealthPath } from './projection';
