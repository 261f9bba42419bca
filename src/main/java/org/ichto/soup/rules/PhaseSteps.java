package org.ichto.soup.rules;

import org.ichto.soup.board.SoupBoard;

import java.util.ArrayList;
import java.util.List;

/**
 * The steps of the phase in progress, as a position holds them: what the game waits for, the phase's
 * order, the defects still owed, the round's attack marks, and the movement or attack under way in
 * phases 1 and 5. Raw values, as the state keeps them (per-seat masks of amoebas: bit n - 1 for amoeba
 * n), so that a position loses nothing; {@link SoupStateBuilder#steps} puts them back.
 *
 * @param await           what the game waits for inside the phase
 * @param order           the seats in the order of the phase, fixed when it began
 * @param owed            per seat: the gene defect it still owes in phase 2
 * @param struggled       per seat: its amoebas that tried Struggle for Survival this round
 * @param persisted       per seat: its amoebas whose free second attempt (Persistence) is used
 * @param aggressed       per seat: whether it used Aggression this round
 * @param feedMode        1 feeding after a failed attack with a second attempt left, 2 after clinging on
 *                        to an escaping victim, else 0
 * @param aggressionRetry the Aggression in progress is Persistence's free second attempt
 * @param mover           the movement under way, or null
 * @param attack          the attack under way, or null
 */
public record PhaseSteps(Await await, List<Integer> order, List<Integer> owed, List<Integer> struggled,
                         List<Integer> persisted, List<Boolean> aggressed, int feedMode, boolean aggressionRetry,
                         Mover mover, Attack attack) {

    public PhaseSteps {
        order = List.copyOf(order);
        owed = List.copyOf(owed);
        struggled = List.copyOf(struggled);
        persisted = List.copyOf(persisted);
        aggressed = List.copyOf(aggressed);
    }

    /**
     * An amoeba's movement in phase 1, or an escape in phase 1 or 5.
     *
     * @param seat         the moving amoeba's seat
     * @param number       and number
     * @param drift        a drift (else a move by its own strength)
     * @param escape       an escape from an attack (else the amoeba's own movement)
     * @param step         1 for the first step, 2 for Speed's second
     * @param die1         Movement I's first die while the player chooses, else 0
     * @param die2         and the second
     * @param mayStay      Movement II: the player may choose to stay
     * @param origin       the space where the whole movement began
     * @param from         the space the step leaves
     * @param to           the space the step goes to (0 before its direction is known)
     * @param tentacleDone Tentacle's cubes were taken (once a movement)
     * @param carried      per colour: the cubes carried with Tentacle
     * @param clingers     per seat: its amoebas clinging on with Holding
     * @param asked        per seat: its Holding amoebas already asked in this step
     */
    public record Mover(int seat, int number, boolean drift, boolean escape, int step, int die1, int die2,
                        boolean mayStay, int origin, int from, int to, boolean tentacleDone, List<Integer> carried,
                        List<Integer> clingers, List<Integer> asked) {
        public Mover {
            carried = List.copyOf(carried);
            clingers = List.copyOf(clingers);
            asked = List.copyOf(asked);
        }
    }

    /**
     * Struggle for Survival in phase 1, or Aggression in phase 5, with what its victim has answered.
     *
     * @param seat           the attacking amoeba's seat
     * @param number         and number
     * @param victimSeat     the attacked amoeba's seat
     * @param victimNumber   and number
     * @param aggression     Aggression (phase 5), else Struggle for Survival
     * @param defenseUsed    the victim fought with Defense
     * @param defenseRetried and fought again with Persistence
     * @param escapeUsed     the victim tried Escape
     * @param attackerClung  the attacker clung on to the escaping victim (ruling 17)
     */
    public record Attack(int seat, int number, int victimSeat, int victimNumber, boolean aggression,
                         boolean defenseUsed, boolean defenseRetried, boolean escapeUsed, boolean attackerClung) {
    }

    /** The steps of a state's phase, as it keeps them. */
    public static PhaseSteps of(SoupState s) {
        List<Boolean> aggressed = new ArrayList<>();
        for (int a : s.aggressed) {
            aggressed.add(a != 0);
        }
        Mover mover = s.mvSeat < 0 ? null : new Mover(s.mvSeat, s.mvNumber, s.mvDrift, s.mvEscape, s.mvStep, s.die1,
                s.die2, s.mvMayStay, s.mvOrigin, s.mvFrom, s.mvTo, s.mvTentacleDone, list(s.carried),
                list(s.clingers), list(s.asked));
        Attack attack = s.atkSeat < 0 ? null : new Attack(s.atkSeat, s.atkNumber, s.defSeat, s.defNumber,
                s.atkAggression, s.defenseUsed, s.defenseRetried, s.escapeUsed, s.attackerClung);
        return new PhaseSteps(s.await, list(s.order), list(s.owed), list(s.struggled), list(s.persisted), aggressed,
                s.feedMode, s.aggressionRetry, mover, attack);
    }

    /** The gene the seat gave up for an advanced gene it bought, -1 for none; as the state keeps it. */
    public static int gaveUp(SoupState s, int seat, int advancedGene) {
        return s.gaveUp[seat * SoupBoard.ADVANCED_GENES + advancedGene - SoupBoard.BASIC_GENES];
    }

    private static List<Integer> list(int[] a) {
        List<Integer> out = new ArrayList<>(a.length);
        for (int x : a) {
            out.add(x);
        }
        return out;
    }
}
