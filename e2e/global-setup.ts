// Replaced by the e2e harness.
export default function setup() {}
