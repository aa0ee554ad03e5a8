import axe from 'axe-core'

/**
 * axe's violations in a rendered widget (rule ids and elements), without the rules jsdom cannot
 * decide (no layout: colour contrast; no page: landmarks). An empty list passes.
 */
export async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return result.violations.map((rule) => ({
    id: rule.id,
    nodes: rule.nodes.map((node) => node.html),
  }))
}
