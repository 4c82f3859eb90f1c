// Runtime configuration of the storefront. Our API server answers /config.js itself; when the storefront is
// deployed as static files, edit these two lines (empty string = the same origin as the page).
window.meedu_api_url = window.meedu_api_url || '';
window.meedu_api_go_url = window.meedu_api_go_url || '';
