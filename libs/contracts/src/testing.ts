// `@hvac/contracts/testing`: what the tests of both sides share, kept out of the main entry (and so out
// of the web app's bundles and the services' runtime): the one case table of the field rules.
export * from './field-rule-cases';
