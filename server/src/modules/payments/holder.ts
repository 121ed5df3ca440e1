// A payout goes only to an account in the player's own name: money won here leaves to the person who
// registered, never to a stranger's account (a borrowed or sold player account cashing out elsewhere).

/**
 * A person's name as banks compare it. Turkish banks and Papara print names in capitals and often
 * without the Turkish letters (EFT messages were ASCII), and players type their name either way; so
 * the comparison upper-cases in Turkish (i → İ, ı → I: "Yılmaz" and "YILMAZ" are one name, which the
 * default locale gets wrong), then drops the marks (İ → I, Ş → S, Ğ → G, Ü → U, Ö → O, Ç → C) and
 * treats runs of spaces, hyphens and apostrophes as one space.
 */
export function comparableName(name: string): string {
  return name
    .toLocaleUpperCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s'-]+/g, ' ')
    .trim();
}

/** Whether `holder` names the registered player `name surname`. */
export const isPlayersName = (holder: string, player: { name: string; surname: string }): boolean =>
  comparableName(holder) === comparableName(`${player.name} ${player.surname}`);
