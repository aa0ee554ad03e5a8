// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import { ApiError, NetworkError } from '../../src/core/errors'
import { StudyRunner, type StudyRunnerProps } from '../../src/index'
import { createFakeResumeProxy } from '../fixtures/fake-resume-proxy'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'
import { axeViolations } from './axe-violations'

// The widget's side of docs/architecture.md#continue-on-another-device: the action, its dialog,
// and a page opened with a resume link.

const acrossDevices = () => studyContent({ resume: { acrossDevices: true } })
const action = 'Continue on another device'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

type ResumeProxy = ReturnType<typeof createFakeResumeProxy>

async function renderStudy(
  props: Partial<StudyRunnerProps> = {},
  proxy: ResumeProxy = createFakeResumeProxy(),
  content: StudyContent = acrossDevices(),
) {
  const transport = Object.assign(createFakeTransport(content), proxy.methods)
  const user = userEvent.setup()
  const view = render(
    <StudyRunner studyId="energy-check" transport={transport} language="en" {...props} />,
  )
  // The first page waits for the session's code, a lazy module: generous on a busy machine.
  await screen.findByRole('heading', { level: 2 }, { timeout: 5_000 })
  const root = view.container.querySelector('[data-study-runner]') as HTMLElement
  return { transport, proxy, user, root, ...view }
}

/** Opens the dialog and waits for the link. */
async function openWithLink(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: action }))
  // The dialog and the session's resume code are lazy modules.
  const dialog = await screen.findByRole('dialog', { name: action }, { timeout: 5_000 })
  await within(dialog).findByRole('textbox', { name: 'Your link' }, { timeout: 5_000 })
  return dialog
}

describe('"Continue on another device": the action', () => {
  it('is a quiet button after Next on every page, when the content asks for it', async () => {
    const { user } = await renderStudy()
    const next = screen.getByRole('button', { name: 'Next' })
    const button = screen.getByRole('button', { name: action })
    expect(next.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(button).toHaveClass('sr-link-button')
    await user.type(screen.getByRole('textbox', { name: 'How old are you?' }), '30')
    await user.click(next)
    await screen.findByRole('heading', { name: 'Daily energy' }, { timeout: 5_000 })
    expect(screen.getByRole('button', { name: action })).toBeInTheDocument()
    cleanup()

    await renderStudy({}, createFakeResumeProxy(), studyContent())
    expect(screen.queryByRole('button', { name: action })).toBeNull()
  })

  it('opens a labelled dialog with the focus in it, and gives the focus back on Escape and Close', async () => {
    const { user, root } = await renderStudy()
    const button = screen.getByRole('button', { name: action })
    const dialog = await openWithLink(user)
    expect(dialog).toHaveAttribute('open')
    expect(root.contains(dialog)).toBe(true)
    expect(within(dialog).getByRole('heading', { name: action })).toHaveFocus()
    expect(await axeViolations(root)).toEqual([])

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button).toHaveFocus()

    await openWithLink(user)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button).toHaveFocus()
  })

  it('shows the link to copy, its QR code and until when it works, and tells the host', async () => {
    const onResumeLinkCreated = vi.fn()
    const { user, proxy } = await renderStudy({ onResumeLinkCreated })
    await user.type(screen.getByRole('textbox', { name: 'How old are you?' }), '30')
    const dialog = await openWithLink(user)
    const field = within(dialog).getByRole('textbox', { name: 'Your link' })
    expect(field).toHaveValue('https://links.test/s/1')
    expect(field).toHaveAttribute('readonly')
    expect(field).toHaveAttribute('dir', 'ltr')
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date('2026-11-28T12:00:00.000Z'),
    )
    expect(within(dialog).getByText(`It works once, until ${until}.`)).toBeInTheDocument()
    const qr = within(dialog).getByRole('img', { name: 'QR code of your link' })
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/)

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe('https://links.test/s/1')
    expect(within(dialog).getByText('Link copied')).toHaveAttribute('role', 'status')

    // The answer typed on the page went with it, and the page's own address is the destination.
    expect(proxy.requests).toEqual([
      expect.objectContaining({
        answers: { AGE: expect.objectContaining({ valueNum: 30 }) as unknown },
        destination: window.location.href,
        param: 'resume',
      }),
    ])
    expect(onResumeLinkCreated).toHaveBeenCalledExactlyOnceWith({
      sessionId: 'ses_1',
      url: 'https://links.test/s/1',
      expiresAt: '2026-11-28T12:00:00.000Z',
    })
  })

  it('selects the link and says so when the browser will not copy it', async () => {
    const { user } = await renderStudy()
    const dialog = await openWithLink(user)
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(
      await within(dialog).findByText(
        'Copying did not work. The link is selected: please copy it yourself.',
      ),
    ).toBeInTheDocument()
    const field = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Your link' })
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length])
  })

  it.each([
    [
      'offline',
      new NetworkError('offline'),
      'The link could not be made. Please check your connection and try again. Your answers are kept.',
    ],
    [
      'too many links (429)',
      new ApiError({ status: 429, code: 'rate_limited', message: 'slow down' }),
      'Too many links were made just now. Please try again in a few minutes. Your answers are kept.',
    ],
    [
      'a page the proxy refuses (403)',
      new ApiError({ status: 403, code: 'forbidden_origin', message: 'not here' }),
      'A link to continue cannot be made from this page. Your answers are kept, and you can go on here.',
    ],
  ])(
    'says plainly what went wrong (%s), keeps the answers and tries again',
    async (_, error, said) => {
      const proxy = createFakeResumeProxy()
      proxy.failCreate(error)
      const { user } = await renderStudy({}, proxy)
      await user.type(screen.getByRole('textbox', { name: 'How old are you?' }), '30')
      await user.click(screen.getByRole('button', { name: action }))
      const dialog = await screen.findByRole('dialog', { name: action })
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(said)
      proxy.failCreate(undefined)
      await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
      await within(dialog).findByRole('textbox', { name: 'Your link' })
      await user.click(within(dialog).getByRole('button', { name: 'Close' }))
      expect(screen.getByRole('textbox', { name: 'How old are you?' })).toHaveValue('30')
    },
  )

  it("speaks the participant's language and direction (Arabic)", async () => {
    const { user, root } = await renderStudy({ language: 'ar' })
    expect(root).toHaveAttribute('dir', 'rtl')
    await user.click(screen.getByRole('button', { name: 'المتابعة على جهاز آخر' }))
    const dialog = await screen.findByRole('dialog', { name: 'المتابعة على جهاز آخر' })
    expect(dialog.closest('[dir]')).toBe(root)
    await within(dialog).findByRole('textbox', { name: 'رابطك' })
    expect(within(dialog).getByRole('button', { name: 'نسخ الرابط' })).toBeInTheDocument()
    expect(await axeViolations(root)).toEqual([])
  })
})

describe('"Continue on another device": a page opened with the link', () => {
  /** A link made on "the phone" after the first page, with AGE and MOOD answered. */
  async function linkFromPhone(proxy: ResumeProxy) {
    const phone = await renderStudy({}, proxy)
    await phone.user.type(screen.getByRole('textbox', { name: 'How old are you?' }), '41')
    await phone.user.click(screen.getByRole('radio', { name: 'Bad' }))
    await phone.user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'Daily energy' })
    await openWithLink(phone.user)
    cleanup()
    localStorage.clear() // another device
    return proxy.requests.length
  }

  it('goes on with the same session on the same page, and takes the id out of the address', async () => {
    const proxy = createFakeResumeProxy()
    await linkFromPhone(proxy)
    const [resumeId] = proxy.records.keys()
    window.history.replaceState(
      { host: 'state' },
      '',
      `/take?study=energy-check&resume=${resumeId}#top`,
    )
    const onSessionStart = vi.fn()
    const { user, transport } = await renderStudy({ onSessionStart }, proxy)
    expect(await screen.findByRole('heading', { name: 'Daily energy' })).toBeInTheDocument()
    expect(transport.callsOf('startSession')).toEqual([])
    expect(onSessionStart).toHaveBeenCalledWith({ sessionId: 'ses_1', resumed: true })
    await waitFor(() => expect(window.location.search).toBe('?study=energy-check'))
    expect(window.location.hash).toBe('#top')
    expect(window.history.state).toEqual({ host: 'state' })
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('textbox', { name: 'How old are you?' })).toHaveValue('41')
    expect(screen.getByRole('radio', { name: 'Bad' })).toBeChecked()
  })

  it('says plainly that a used link starts afresh', async () => {
    const proxy = createFakeResumeProxy()
    await linkFromPhone(proxy)
    const [resumeId] = proxy.records.keys()
    proxy.records.clear() // used on another device already
    window.history.replaceState(null, '', `/?resume=${resumeId}`)
    const onError = vi.fn()
    const { user } = await renderStudy({ onError }, proxy)
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument()
    const notice = await screen.findByText(
      'This link to continue on another device was already used or has expired, so the study starts afresh here.',
    )
    expect(notice).toHaveAttribute('role', 'status')
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'resume_link_unusable' }))
    await waitFor(() => expect(window.location.search).toBe(''))
    expect(screen.getByRole('textbox', { name: 'How old are you?' })).toHaveValue('')
    // Gone once the participant moves on.
    await user.type(screen.getByRole('textbox', { name: 'How old are you?' }), '30')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'Daily energy' })
    expect(screen.queryByText(/already used or has expired/)).toBeNull()
  })

  it("leaves another study's link in the address, says nothing of it, and its study then takes it up", async () => {
    const proxy = createFakeResumeProxy()
    await linkFromPhone(proxy)
    const [resumeId] = proxy.records.keys()
    window.history.replaceState(null, '', `/take?resume=${resumeId}`)
    // The host page shows another study at the link's path.
    const onError = vi.fn()
    await renderStudy({ studyId: 'sleep-check', onError }, proxy)
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith({
        code: 'resume_link_unusable',
        message: expect.stringContaining("another study's") as string,
      }),
    )
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument()
    expect(screen.queryByText(/already used or has expired/)).toBeNull()
    expect(window.location.search).toBe(`?resume=${resumeId}`)
    cleanup()

    // The page of the link's own study claims it.
    await renderStudy({}, proxy)
    expect(await screen.findByRole('heading', { name: 'Daily energy' })).toBeInTheDocument()
    await waitFor(() => expect(window.location.search).toBe(''))
    expect(proxy.claims.map((claim) => claim.studyId)).toEqual(['sleep-check', 'energy-check'])
  })

  it('reads the parameter the host names (resumeParam) and asks for links with it', async () => {
    const proxy = createFakeResumeProxy()
    await linkFromPhone(proxy)
    const [resumeId] = proxy.records.keys()
    window.history.replaceState(null, '', `/?resume=other-use&continue=${resumeId}`)
    const { user } = await renderStudy({ resumeParam: 'continue' }, proxy)
    expect(await screen.findByRole('heading', { name: 'Daily energy' })).toBeInTheDocument()
    await waitFor(() => expect(window.location.search).toBe('?resume=other-use'))
    await openWithLink(user)
    expect(proxy.requests.at(-1)).toMatchObject({ param: 'continue' })
  })

  it('refuses a resumeParam a URL would have to escape, with the fix', () => {
    expect(() =>
      render(
        <StudyRunner
          studyId="energy-check"
          transport={createFakeTransport(acrossDevices())}
          resumeParam="go on"
        />,
      ),
    ).toThrow(/resumeParam must be a query parameter name/)
  })
})
