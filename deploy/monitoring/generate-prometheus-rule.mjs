// Writes deploy/k8s/components/monitoring/prometheus-rules.yaml from alert-rules.yml, the one source
// of the alert rules: `node deploy/monitoring/generate-prometheus-rule.mjs`. deploy/test/monitoring.spec.ts
// fails when the two differ.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ruleFile = path.join(here, 'alert-rules.yml');
export const prometheusRuleFile = path.join(here, '../k8s/components/monitoring/prometheus-rules.yaml');

export function renderPrometheusRule() {
  const rules = parse(fs.readFileSync(ruleFile, 'utf8'));
  const object = {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    // kube-prometheus-stack loads the rules whose `release` label names its Helm release.
    metadata: { name: 'hvac-alerts', labels: { release: 'prometheus' } },
    spec: { groups: rules.groups },
  };
  return [
    '# Generated from deploy/monitoring/alert-rules.yml, the one source: do not edit here. Regenerate with',
    '# `node deploy/monitoring/generate-prometheus-rule.mjs`; deploy/test/monitoring.spec.ts fails when they differ.',
    stringify(object, { lineWidth: 0 }),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(prometheusRuleFile, renderPrometheusRule());
  console.log(`wrote ${path.relative(process.cwd(), prometheusRuleFile)}`);
}
