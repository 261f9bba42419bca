package org.ichto.soup.rules;

import org.ichto.soup.board.SoupBoard;

import java.util.List;

/**
 * Struggle for Survival in phase 1 and Aggression in phase 5, with the answers Defense and Escape and
 * the protection of Armor and the second attempts of Persistence (rulings 15-17 and 22).
 */
final class Attacks {
    private Attacks() {
    }

    // ---------------------------------------------------------------- Struggle for Survival (phase 1)

    static String whyNotAttack(SoupState s, SoupDecision.Attack d) {
        int seat = s.current;
        int n = s.amoeba;
        if (!s.ownsStruggle(seat)) {
            return "only an amoeba with Struggle for Survival (or Aggression) may attack in phase 1";
        }
        int space = s.amoebaSpace(seat, n);
        if (s.feedMode == 2) {
            return "the attack ended when the attacker clung on to its escaping victim; now it feeds or starves";
        }
        if (s.feedMode == 0) {
            if (Feeding.basePossible(s, seat, space)) {
                return "an amoeba attacks only when it would starve, and this one can feed in the ordinary way";
            }
            if (s.hasStruggled(seat, n)) {
                return "each amoeba may try Struggle for Survival once a round";
            }
            if (s.bp[seat] < 1) {
                return "an attack costs 1 BP and seat " + seat + " has none";
            }
        }
        return whyNotVictim(s, seat, n, d.seat(), d.number(), false);
    }

    /** Null if the victim may be attacked by the seat's amoeba (Struggle: any colour, not Armor; Aggression: another player). */
    private static String whyNotVictim(SoupState s, int seat, int n, int vSeat, int vNumber, boolean aggression) {
        if (vSeat < 0 || vSeat >= s.players || vNumber < 1 || vNumber > s.amoebas) {
            return "there is no amoeba " + vNumber + " of seat " + vSeat;
        }
        if (vSeat == seat && vNumber == n) {
            return "an amoeba cannot attack itself";
        }
        if (aggression && vSeat == seat) {
            return "Aggression kills an amoeba of another player";
        }
        int space = s.amoebaSpace(seat, n);
        if (s.amoebaSpace(vSeat, vNumber) != space || space < 0) {
            return "amoeba " + vNumber + " of seat " + vSeat + " is not on space " + SoupBoard.label(space);
        }
        if (!aggression && s.owns(vSeat, s.g.armor())) {
            return "an amoeba with Armor cannot be attacked in phase 1";
        }
        return null;
    }

    static void listAttacks(SoupState s, List<SoupDecision> out) {
        if (!s.ownsStruggle(s.current) || s.feedMode == 2) {
            return;
        }
        int space = s.amoebaSpace(s.current, s.amoeba);
        for (int v = 0; v < s.players; v++) {
            for (int k = 1; k <= s.amoebas; k++) {
                if (s.amoebaSpace(v, k) == space) {
                    SoupDecision.Attack a = new SoupDecision.Attack(v, k);
                    if (whyNotAttack(s, a) == null) {
                        out.add(a);
                    }
                }
            }
        }
    }

    static void attack(SoupState s, SoupDecision.Attack d) {
        int seat = s.current;
        int bit = 1 << (s.amoeba - 1);
        if (s.feedMode == 1) {
            s.persistedW()[seat] |= bit;
        } else {
            s.struggledW()[seat] |= bit;
            s.bp[seat]--;
            s.emit(new SoupEvent.BpPaid(seat, 1, "attacks"));
        }
        s.feedMode = 0;
        begin(s, seat, s.amoeba, d.seat(), d.number(), false);
    }

    private static void begin(SoupState s, int seat, int n, int vSeat, int vNumber, boolean aggression) {
        s.atkSeat = seat;
        s.atkNumber = n;
        s.defSeat = vSeat;
        s.defNumber = vNumber;
        s.atkAggression = aggression;
        s.defenseUsed = false;
        s.defenseRetried = false;
        s.escapeUsed = false;
        s.attackerClung = false;
        s.emit(new SoupEvent.Attacked(seat, n, vSeat, vNumber));
        answerOrSucceed(s);
    }

    // ---------------------------------------------------------------- the answers

    /** The victim's owner answers if it has an answer left, else the attack succeeds. */
    private static void answerOrSucceed(SoupState s) {
        if (whyNotDefend(s) == null || whyNotEscape(s) == null) {
            s.actor = s.defSeat;
            s.await = Await.ANSWER;
        } else {
            succeed(s);
        }
    }

    static String whyNotDefend(SoupState s) {
        int seat = s.defSeat;
        if (!s.owns(seat, s.g.defense())) {
            return "seat " + seat + " does not hold Defense";
        }
        if (!s.defenseUsed) {
            return s.bp[seat] >= 1 ? null : "Defense costs 1 BP and seat " + seat + " has none";
        }
        if (s.owns(seat, s.g.persistence()) && !s.defenseRetried) {
            return null;
        }
        return "Defense was used against this attack" + (s.owns(seat, s.g.persistence()) ? ", and tried again" : "");
    }

    static String whyNotEscape(SoupState s) {
        int seat = s.defSeat;
        if (!s.owns(seat, s.g.escape())) {
            return "seat " + seat + " does not hold Escape";
        }
        if (s.escapeUsed) {
            return "Escape was used against this attack";
        }
        if (s.bp[seat] < 1 && !s.owns(seat, s.g.streamlining())) {
            return "escaping costs 1 BP and seat " + seat + " has none (Streamlining would make it free)";
        }
        return null;
    }

    /** A fight: both roll, ties are rolled again; the higher die wins. */
    static void defend(SoupState s) {
        int seat = s.defSeat;
        if (s.defenseUsed) {
            s.defenseRetried = true;
        } else {
            s.defenseUsed = true;
            s.bp[seat]--;
            s.emit(new SoupEvent.BpPaid(seat, 1, "defends"));
        }
        int a;
        int b;
        do {
            a = s.rollDie();
            b = s.rollDie();
        } while (a == b);
        boolean attackerWon = a > b;
        s.emit(new SoupEvent.Fought(a, b, attackerWon));
        if (attackerWon) {
            answerOrSucceed(s);
        } else {
            fail(s, "the victim won the fight");
        }
    }

    static void escape(SoupState s) {
        s.escapeUsed = true;
        Movement.pay(s, s.defSeat, "escapes");
        Movement.escape(s, s.defSeat, s.defNumber);
    }

    /** After the escape: clinging on ends the attack, another space makes it fail, the same space lets it go on. */
    static void afterEscape(SoupState s, int origin) {
        if (s.attackerClung) {
            s.emit(new SoupEvent.AttackEnded(s.atkSeat, s.atkNumber, "the attacker clung on to the escaping victim"));
            boolean aggression = s.atkAggression;
            clear(s);
            if (aggression) {
                Deaths.aggressionDone(s);
            } else {
                // Ruling 17: the attacker feeds where it was carried, and starves only if it cannot.
                s.feedMode = 2;
                Feeding.begin(s);
            }
        } else if (s.amoebaSpace(s.defSeat, s.defNumber) != origin) {
            fail(s, "the victim escaped");
        } else {
            answerOrSucceed(s);
        }
    }

    static void giveIn(SoupState s) {
        succeed(s);
    }

    // ---------------------------------------------------------------- outcomes

    private static void succeed(SoupState s) {
        int space = s.amoebaSpace(s.defSeat, s.defNumber);
        if (!s.atkAggression) {
            // A violent death: the attacker has fed on its victim, so only 1 cube of each colour is freed.
            s.remove(s.defSeat, s.defNumber);
            int[] put = s.putFromSupply(space, 1);
            s.emit(new SoupEvent.Killed(s.defSeat, s.defNumber, space, true, asList(put)));
            s.emit(new SoupEvent.AttackEnded(s.atkSeat, s.atkNumber, "the attacker ate its victim"));
            clear(s);
            Round.amoebaDone(s);
            return;
        }
        if (s.owns(s.defSeat, s.g.armor())) {
            int i = s.index(s.defSeat, s.defNumber);
            s.damage[i]++;
            s.emit(new SoupEvent.DamageTaken(s.defSeat, s.defNumber, s.damage[i]));
            if (s.damage[i] >= s.deadlyDamage(s.defSeat)) {
                Deaths.die(s, s.defSeat, s.defNumber);
            }
            s.emit(new SoupEvent.AttackEnded(s.atkSeat, s.atkNumber, "Armor saved the victim's life"));
        } else {
            s.remove(s.defSeat, s.defNumber);
            int[] put = s.putFromSupply(space, 2);
            s.emit(new SoupEvent.Killed(s.defSeat, s.defNumber, space, false, asList(put)));
            s.emit(new SoupEvent.AttackEnded(s.atkSeat, s.atkNumber, "the victim was killed"));
        }
        clear(s);
        Deaths.aggressionDone(s);
    }

    /** A failed attack: Persistence gives one free second attempt; otherwise a Struggle attacker starves. */
    private static void fail(SoupState s, String why) {
        s.emit(new SoupEvent.AttackEnded(s.atkSeat, s.atkNumber, why));
        int seat = s.atkSeat;
        int n = s.atkNumber;
        boolean aggression = s.atkAggression;
        clear(s);
        boolean persistence = s.owns(seat, s.g.persistence());
        if (aggression) {
            if (persistence && !s.aggressionRetry) {
                s.aggressionRetry = true;
                s.actor = seat;
                s.await = Await.AGGRESSION;
            } else {
                Deaths.aggressionDone(s);
            }
        } else if (persistence && (s.persisted[seat] & (1 << (n - 1))) == 0) {
            s.feedMode = 1;
            Feeding.begin(s);
        } else {
            Feeding.starve(s);
        }
    }

    private static void clear(SoupState s) {
        s.atkSeat = -1;
        s.atkNumber = 0;
        s.defSeat = 0;
        s.defNumber = 0;
        s.atkAggression = false;
        s.defenseUsed = false;
        s.defenseRetried = false;
        s.escapeUsed = false;
        s.attackerClung = false;
    }

    static List<Integer> asList(int[] a) {
        Integer[] out = new Integer[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = a[i];
        }
        return List.of(out);
    }

    // ---------------------------------------------------------------- Aggression (phase 5)

    static String whyNotAggress(SoupState s, SoupDecision.Aggress d) {
        int seat = s.actor;
        if (!s.owns(seat, s.g.aggression())) {
            return "only the owner of Aggression may kill in phase 5";
        }
        if (!s.aggressionRetry) {
            if (s.hasAggressed(seat)) {
                return "Aggression may be used once a round";
            }
            if (s.bp[seat] < 1) {
                return "Aggression costs 1 BP and seat " + seat + " has none";
            }
        }
        if (d.number() < 1 || d.number() > s.amoebas || !s.onBoard(seat, d.number())) {
            return "seat " + seat + " has no amoeba " + d.number() + " on the board";
        }
        return whyNotVictim(s, seat, d.number(), d.victimSeat(), d.victimNumber(), true);
    }

    static void listAggressions(SoupState s, List<SoupDecision> out) {
        int seat = s.actor;
        for (int n = 1; n <= s.amoebas; n++) {
            int space = s.amoebaSpace(seat, n);
            if (space < 0) {
                continue;
            }
            for (int v = 0; v < s.players; v++) {
                for (int k = 1; v != seat && k <= s.amoebas; k++) {
                    if (s.amoebaSpace(v, k) == space) {
                        SoupDecision.Aggress a = new SoupDecision.Aggress(n, v, k);
                        if (whyNotAggress(s, a) == null) {
                            out.add(a);
                        }
                    }
                }
            }
        }
    }

    static void aggress(SoupState s, SoupDecision.Aggress d) {
        int seat = s.actor;
        if (!s.aggressionRetry) {
            s.aggressedW()[seat] = 1;
            s.bp[seat]--;
            s.emit(new SoupEvent.BpPaid(seat, 1, "Aggression"));
        }
        begin(s, seat, d.number(), d.victimSeat(), d.victimNumber(), true);
    }
}
