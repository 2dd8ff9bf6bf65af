/** Audience concepts: who is coming along. They rank through `usual_plans` personas and tags. */
import { defineConcepts } from '../define.js';

export const AUDIENCES = defineConcepts('audience', [
  {
    id: 'audience.kids',
    facets: {
      plans: ['fun-with-kids'],
      categories: ['kids', 'family', 'children'],
      tags: ['kids', 'family-friendly', 'kid-friendly', 'all-ages'],
    },
    terms: 'kids, children, family, family-friendly, all ages, kid-friendly, young visitors, junior',
    emoji: '🧒 👦 👧 🧸',
  },
  {
    id: 'audience.toddlers',
    facets: {
      plans: ['fun-with-kids'],
      categories: ['kids', 'toddlers', 'baby', 'family'],
      tags: ['toddlers', 'baby-friendly', 'stroller-friendly', 'pram-friendly'],
    },
    terms:
      'toddler, toddlers, baby, babies, under 5s, little ones, buggy, stroller, sensory, storytime, nursery',
    emoji: '👶 🍼 🚼',
  },
  {
    id: 'audience.teens',
    facets: { plans: ['fun-with-kids', 'friends-hangout'], tags: ['teens', 'teen-friendly', 'all-ages'] },
    terms: 'teens, teenagers, young people, youth, all ages',
  },
  {
    id: 'audience.family',
    facets: {
      plans: ['fun-with-kids'],
      categories: ['family', 'kids'],
      tags: ['family-friendly', 'all-ages'],
    },
    terms: 'family, families, family-friendly, all ages, parents, kids',
    emoji: '👪 👨‍👩‍👧 👨‍👩‍👧‍👦 👩‍👩‍👦 👨‍👨‍👧',
  },
  {
    id: 'audience.couple',
    facets: { plans: ['date-nights'], tags: ['date-nights', 'romantic', 'couples'] },
    terms: 'couples, date night, romantic, for two, intimate, candlelit',
    emoji: '💑 💏 👩‍❤️‍👨 👩‍❤️‍👩 👨‍❤️‍👨',
  },
  {
    id: 'audience.solo',
    facets: { plans: ['meet-new-people'], tags: ['solo', 'solo-friendly'] },
    terms: 'solo, alone, on your own, single, solo-friendly, communal, counter seating',
  },
  {
    id: 'audience.friends',
    facets: { plans: ['friends-hangout'], tags: ['friends-hangout', 'groups', 'group-friendly'] },
    terms: 'friends, group, groups, group-friendly, gang, crew, squad, sharing',
    emoji: '👯 🧑‍🤝‍🧑 👭 👬 👫',
  },
  {
    id: 'audience.hen',
    facets: {
      plans: ['friends-hangout'],
      categories: ['cocktails', 'dance', 'cabaret', 'workshop', 'spa', 'karaoke', 'drag'],
      tags: ['hen-party', 'bachelorette', 'groups', 'group-friendly'],
    },
    terms:
      'hen party, hen do, bachelorette, bride, bride-to-be, girls night, group booking, cocktail class, pole dance, drag brunch, prosecco',
    emoji: '👰 👰‍♀️ 💍',
  },
  {
    id: 'audience.stag',
    facets: {
      plans: ['friends-hangout'],
      categories: [
        'bar',
        'pub',
        'beer',
        'sports',
        'action-games',
        'karting',
        'paintball',
        'nightlife',
        'club',
      ],
      tags: ['stag-party', 'bachelor', 'groups', 'group-friendly'],
    },
    terms: 'stag party, stag do, bachelor party, groom, lads, beer, paintball, go-karts, group booking',
    emoji: '🤵',
  },
  {
    id: 'audience.seniors',
    facets: {
      plans: ['accessible-wheelchair-outings', 'visit-the-city'],
      tags: ['seniors', 'accessible', 'step-free', 'seated'],
    },
    terms: 'seniors, older, elderly, retirees, gentle, seated, step-free, accessible, easy pace',
    emoji: '🧓 👴 👵',
  },
  {
    id: 'audience.students',
    facets: {
      plans: ['meet-new-people', 'friends-hangout'],
      tags: ['students', 'student-discount', 'cheap', 'free'],
    },
    terms: 'students, student discount, student night, uni, university, campus, young',
    emoji: '🧑‍🎓 🎓',
  },
  {
    id: 'audience.colleagues',
    facets: { plans: ['work-meetups'], tags: ['work-meetups', 'groups', 'team-building', 'private-hire'] },
    terms:
      'team building, team, colleagues, corporate, offsite, company outing, group booking, private room, private hire',
    emoji: '💼 👥',
  },
  {
    id: 'audience.dog',
    facets: {
      plans: ['pet-friendly'],
      tags: ['pet-friendly', 'dog-friendly', 'dogs-welcome'],
      categories: ['dog', 'dogs', 'dog-park'],
    },
    terms: 'dog, dogs, dog-friendly, pet-friendly, pets welcome, dogs welcome, off-leash, dog park, pooch',
    emoji: '🐕 🐶 🐩 🐾 🦮',
  },
  {
    id: 'audience.pets-other',
    facets: {
      plans: ['pet-friendly'],
      tags: ['pet-friendly', 'cat-cafe'],
      categories: ['cat-cafe', 'animals'],
    },
    terms: 'cat, cats, cat cafe, kittens, pets',
    emoji: '🐈 🐱 🐈‍⬛',
  },
  {
    id: 'audience.accessible',
    facets: {
      plans: ['accessible-wheelchair-outings'],
      tags: [
        'accessible',
        'wheelchair-accessible',
        'step-free',
        'accessible-wheelchair-outings',
        'barrier-free',
      ],
    },
    terms:
      'accessible, wheelchair, step-free, step free, ramp, lift, elevator, barrier-free, accessible toilet',
    emoji: '♿ 🦽 🦼 🧑‍🦽 🧑‍🦼',
  },
  {
    id: 'audience.tourists',
    facets: { plans: ['visit-the-city'], tags: ['visit-the-city', 'iconic', 'must-see'] },
    terms: 'first time, visitors, iconic, must-see, landmark, classic, tourists, highlights',
    emoji: '🧳 🗺️',
  },
  {
    id: 'audience.lgbtq',
    facets: {
      categories: ['lgbtq', 'lgbt', 'queer', 'gay', 'drag', 'pride'],
      tags: ['lgbtq', 'lgbtq-friendly', 'queer', 'gay-friendly'],
    },
    terms: 'lgbtq, lgbt, queer, gay, lesbian, drag, pride, trans, inclusive',
    emoji: '🏳️‍🌈 🏳️‍⚧️',
  },
]);
