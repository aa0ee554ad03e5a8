// Part of the `study-runner/embed` script, imported by embed.ts before anything else: a module
// with a side effect, evaluated before React and the widget are. The content of each
// <study-runner> already in the page is asked for now, while the rest of the script evaluates;
// the element takes the request over when it connects (early-content-request.ts).
import { sendEarlyContentRequests } from './early-content-request'

if (typeof document !== 'undefined') sendEarlyContentRequests(document, 'study-runner')
