/** The funds services' one public entry: routes and the rest of server/src import only this file (decision record 010). */
export { amcList, fundRecommendation } from './fund-recommendation';
export { fundList } from './fund-view';
export { invalidateCatalogue } from './navs';
