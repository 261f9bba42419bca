package org.ichto.soup.record;

import org.ichto.soup.rules.Await;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.PhaseSteps;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.rules.SoupStates;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Whether the steps of the phase in a position fit the rest of it: what the game waits for belongs to
 * the phase, the phase's order is the ladder's, and a movement or attack is under way exactly when
 * the game waits for one of its steps, with amoebas that are on the board.
 */
final class SoupStepsCheck {
    /** The steps of a movement (an amoeba's in phase 1, or an escape in phase 1 or 5). */
    private static final Set<Await> MOVING = EnumSet.of(Await.DIE, Await.DIRECTION, Await.CUBES, Await.CLING,
            Await.MOVE_AGAIN);

    private final SoupState s;
    private final PhaseSteps p;
    private final List<String> problems = new ArrayList<>();

    private SoupStepsCheck(SoupState s, PhaseSteps p) {
        this.s = s;
        this.p = p;
    }

    static List<String> problems(SoupState s, PhaseSteps p) {
        SoupStepsCheck c = new SoupStepsCheck(s, p);
        if (c.awaitFitsThePhase()) {
            c.order();
            c.marks();
            c.mover();
            c.attack();
        }
        return c.problems;
    }

    /** What the game may wait for in each phase (escapes move in phases 1 and 5). */
    private static Set<Await> allowed(Phase phase) {
        Set<Await> moving = EnumSet.copyOf(MOVING);
        return switch (phase) {
            case MOVEMENT_AND_FEEDING -> {
                moving.addAll(EnumSet.of(Await.ACTION, Await.FEED, Await.ANSWER));
                yield moving;
            }
            case ENVIRONMENT_AND_GENE_DEFECTS -> EnumSet.of(Await.DEFECT);
            case NEW_GENES -> EnumSet.of(Await.PURCHASE);
            case CELL_DIVISION -> EnumSet.of(Await.FREE_AMOEBA, Await.DIVISION);
            case DEATHS -> {
                moving.addAll(EnumSet.of(Await.AGGRESSION, Await.ANSWER));
                yield moving;
            }
            default -> EnumSet.of(Await.NONE);
        };
    }

    private boolean awaitFitsThePhase() {
        Set<Await> allowed = allowed(s.phase());
        if (!allowed.contains(p.await())) {
            problems.add("the game waits for " + p.await() + " in " + s.phase() + ", where it waits for one of "
                    + allowed);
            return false;
        }
        return true;
    }

    /** The phase's order is fixed when it begins, and markers move only in phase 6. */
    private void order() {
        Phase phase = s.phase();
        if (!phase.ofRound()) {
            return;
        }
        int[] expected = phase == Phase.MOVEMENT_AND_FEEDING ? s.ascending() : s.descending();
        int[] order = p.order().stream().mapToInt(Integer::intValue).toArray();
        if (!Arrays.equals(order, expected)) {
            problems.add("the order of " + phase + " is " + p.order() + ", but the markers give "
                    + Arrays.toString(expected));
        }
    }

    /** Defects owed only in phase 2; the round's attack marks only once the round has begun. */
    private void marks() {
        for (int seat = 0; seat < s.players(); seat++) {
            if (p.owed().get(seat) > 0 && s.phase() != Phase.ENVIRONMENT_AND_GENE_DEFECTS) {
                problems.add("seat " + seat + " owes a gene defect of " + p.owed().get(seat) + " outside phase 2");
            }
            int struggled = p.struggled().get(seat);
            int persisted = p.persisted().get(seat);
            if (s.phase().isSetup() && (struggled != 0 || persisted != 0 || p.aggressed().get(seat))) {
                problems.add("seat " + seat + " has attacked during the setup");
            }
            if ((persisted & ~struggled) != 0) {
                problems.add("seat " + seat + " has used Persistence's second attempt for an amoeba that never "
                        + "attacked this round");
            }
            if (p.aggressed().get(seat) && s.phase() != Phase.DEATHS && s.phase() != Phase.GAME_OVER) {
                problems.add("seat " + seat + " has used Aggression before phase 5");
            }
        }
        if (p.await() == Await.DEFECT && p.owed().get(SoupStates.actorField(s)) == 0) {
            problems.add("seat " + SoupStates.actorField(s) + " is to pay a gene defect but owes none");
        }
        if (p.feedMode() != 0 && p.await() != Await.FEED) {
            problems.add("a feeding mode (" + p.feedMode() + ") while the game waits for " + p.await());
        }
        if (p.aggressionRetry() && s.phase() != Phase.DEATHS) {
            problems.add("a second attempt at Aggression outside phase 5");
        }
    }

    private void mover() {
        PhaseSteps.Mover m = p.mover();
        boolean moving = MOVING.contains(p.await());
        if (m == null) {
            if (moving) {
                problems.add("the game waits for " + p.await() + ", a step of a movement, but nothing moves");
            }
            return;
        }
        if (!moving) {
            problems.add("seat " + m.seat() + "'s amoeba " + m.number() + " is moving while the game waits for "
                    + p.await());
        }
        if (!s.onBoard(m.seat(), m.number())) {
            problems.add("seat " + m.seat() + "'s amoeba " + m.number() + " is moving, but it is not on the board");
        }
        if (m.escape()) {
            PhaseSteps.Attack a = p.attack();
            if (a == null || a.victimSeat() != m.seat() || a.victimNumber() != m.number()) {
                problems.add("seat " + m.seat() + "'s amoeba " + m.number() + " escapes, but it is not under attack");
            }
        } else if (s.phase() != Phase.MOVEMENT_AND_FEEDING || m.seat() != SoupStates.currentField(s)
                || m.number() != s.amoeba()) {
            problems.add("seat " + m.seat() + "'s amoeba " + m.number() + " moves, but it is not the amoeba acting"
                    + " in phase 1");
        }
        if ((m.die1() != 0) != (p.await() == Await.DIE)) {
            problems.add(m.die1() != 0 ? "Movement I's dice wait to be chosen while the game waits for " + p.await()
                    : "the game waits for a die to be chosen, but none is rolled");
        }
        if (!m.tentacleDone() && m.carried().stream().anyMatch(n -> n > 0)) {
            problems.add("cubes are carried, but Tentacle has taken none");
        }
    }

    private void attack() {
        PhaseSteps.Attack a = p.attack();
        if (a == null) {
            if (p.await() == Await.ANSWER) {
                problems.add("the game waits for an answer to an attack, but there is none");
            }
            return;
        }
        if (!s.onBoard(a.seat(), a.number()) || !s.onBoard(a.victimSeat(), a.victimNumber())) {
            problems.add("seat " + a.seat() + "'s amoeba " + a.number() + " attacks seat " + a.victimSeat()
                    + "'s amoeba " + a.victimNumber() + ", but not both are on the board");
        }
        if (a.aggression() != (s.phase() == Phase.DEATHS)) {
            problems.add((a.aggression() ? "Aggression" : "Struggle for Survival") + " in " + s.phase());
        }
        if (p.await() == Await.ANSWER && SoupStates.actorField(s) != a.victimSeat()) {
            problems.add("seat " + SoupStates.actorField(s) + " is to answer the attack on seat " + a.victimSeat()
                    + "'s amoeba");
        }
    }
}
