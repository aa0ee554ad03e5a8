/**
 * How the screenshots answer the example study, in its English wording, the same in the widget
 * and in SurveyJS so the same screens appear: consent given, the grid answered row by row, two
 * activities with the exercise days that then appear, a 7 on the stress scale, 70 on the slider,
 * sleeping well (so the optional sleep details are skipped) and an age.
 */
export const answers = {
  consent: 'Yes, I agree',
  grid: [
    ['I woke up feeling rested.', 'Often'],
    ['I had enough energy for my daily tasks.', 'Often'],
    ['I felt worn out by the afternoon.', 'Sometimes'],
    ['I could focus when I needed to.', 'Always'],
    ['I felt like doing things I enjoy.', 'Often'],
    ['I needed a nap or a break to get through the day.', 'Never'],
  ],
  activities: ['Exercise', 'Time outdoors'],
  exerciseDays: { question: 'On how many days did you exercise?', value: '3' },
  stress: { question: 'How stressed did you feel this week?', value: '7' },
  rested: { question: 'How rested do you feel right now?', value: '70' },
  sleep: 'Well',
  age: { question: 'How old are you?', value: '34' },
} as const

/** The pages the screenshots show, by the module title the page carries as its heading. */
export const shotPages = [
  { name: 'your-energy', heading: 'Your energy' },
  { name: 'your-week', heading: 'Your week' },
  { name: 'thank-you', heading: 'Thank you' },
] as const

/** The widths the screenshots are taken at, in CSS pixels. */
export const shotWidths = [1280, 320] as const
