import { useContext, useInsertionEffect } from 'react'
import { StyleDeliveryContext } from './scoped-styles'

/**
 * The stylesheet a lazy chunk brings (the later parts, the more fields): adopted where the
 * widget's own stylesheet went when the custom element takes care of it (its shadow root, no
 * `<style>` a strict `style-src` could block), else a plain `<style>` inside the widget's root,
 * with the host's `nonce`. The entry's own stylesheet is `ScopedStyles`.
 */
export function ChunkStyles({ css }: { css: string }) {
  const { nonce, adopt } = useContext(StyleDeliveryContext)
  // Before layout, as styles must be; never on the server (the element does not render there).
  useInsertionEffect(() => adopt?.(css), [adopt, css])
  if (adopt) return null
  // Our own constant stylesheet, never input: raw text is what a <style> must hold. The browser
  // empties a nonce attribute once parsed, so hydration must not compare it.
  return <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />
}
