import type { ReactNode } from 'react'

export const metadata = { title: 'Energy check' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <main>{children}</main>
      </body>
    </html>
  )
}
