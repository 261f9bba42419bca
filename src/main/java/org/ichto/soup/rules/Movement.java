package org.ichto.soup.rules;

import org.ichto.soup.board.CompassFace;
import org.ichto.soup.board.Direction;
import org.ichto.soup.board.EnvironmentCard;
import org.ichto.soup.board.SoupBoard;

import java.util.Arrays;
import java.util.List;

/**
 * Drifting and moving (rules "Phase 1", the genes Movement I and II, Speed, Tentacle, Holding,
 * Streamlining; rulings 6-10). A movement is one or two steps; each step's direction is found (drift,
 * die, dice or choice), then Tentacle's cubes are taken and Holding amoebas asked before the step is
 * made. An escape from an attack is the same movement, started by {@link Attacks}.
 */
final class Movement {
    private Movement() {
    }

    // ---------------------------------------------------------------- the choice of the acting amoeba

    static String whyNotMove(SoupState s) {
        if (!s.owns(s.actor, s.g.streamlining()) && s.bp[s.actor] < 1) {
            return "moving costs 1 BP and seat " + s.actor + " has none (Streamlining would make it free)";
        }
        return null;
    }

    static String whyNotStayPut(SoupState s) {
        return s.owns(s.actor, s.g.holding()) ? null
                : "only an amoeba with Holding may stay put; the others drift or move";
    }

    static void drift(SoupState s) {
        begin(s, s.current, s.amoeba, true, false);
        EnvironmentCard card = s.environment();
        directionKnown(s, card.hasDrift() ? card.drift() : null, card.hasDrift() ? "drifts" : "does not drift");
    }

    static void move(SoupState s) {
        pay(s, s.current, "moves");
        begin(s, s.current, s.amoeba, false, false);
        beginStep(s);
    }

    static void stayPut(SoupState s) {
        int from = s.amoebaSpace(s.current, s.amoeba);
        s.emit(new SoupEvent.AmoebaMoved(s.current, s.amoeba, from, from, "stays put"));
        Feeding.begin(s);
    }

    /** An escape: the attacked amoeba moves by its own strength (the BP is paid by the caller). */
    static void escape(SoupState s, int seat, int number) {
        begin(s, seat, number, false, true);
        beginStep(s);
    }

    /** Moving by own strength costs 1 BP unless the seat holds Streamlining (ruling 7, Escape too). */
    static void pay(SoupState s, int seat, String why) {
        if (!s.owns(seat, s.g.streamlining())) {
            s.bp[seat]--;
            s.emit(new SoupEvent.BpPaid(seat, 1, why));
        }
    }

    private static void begin(SoupState s, int seat, int number, boolean drift, boolean escape) {
        s.mvSeat = seat;
        s.mvNumber = number;
        s.mvDrift = drift;
        s.mvEscape = escape;
        s.mvStep = 1;
        s.mvOrigin = s.amoebaSpace(seat, number);
        s.mvFrom = s.mvOrigin;
        s.mvTo = s.mvOrigin;
        s.mvTentacleDone = false;
        SoupState.clear(s.carried, s::carriedW);
        SoupState.clear(s.clingers, s::clingersW);
        SoupState.clear(s.asked, s::askedW);
        s.actor = seat;
    }

    // ---------------------------------------------------------------- finding a step's direction

    /** A step by own strength: Movement II chooses, Movement I rolls two dice, otherwise one die. */
    private static void beginStep(SoupState s) {
        int seat = s.mvSeat;
        s.actor = seat;
        if (s.owns(seat, s.g.movement2())) {
            s.mvMayStay = true;
            s.await = Await.DIRECTION;
        } else if (s.owns(seat, s.g.movement1())) {
            s.die1 = s.rollDie();
            s.die2 = s.rollDie();
            s.emit(new SoupEvent.DiceRolled(seat, s.mvNumber, List.of(s.die1, s.die2)));
            s.await = Await.DIE;
        } else {
            int die = s.rollDie();
            s.emit(new SoupEvent.DiceRolled(seat, s.mvNumber, List.of(die)));
            face(s, die);
        }
    }

    static String whyNotTakeDie(SoupState s, int face) {
        return face == s.die1 || face == s.die2 ? null
                : "the dice show " + s.die1 + " and " + s.die2 + ", not " + face;
    }

    static void takeDie(SoupState s, int face) {
        s.die1 = 0;
        s.die2 = 0;
        face(s, face);
    }

    private static void face(SoupState s, int die) {
        CompassFace f = s.board.compass(die);
        if (f.chooses()) {
            s.mvMayStay = false;
            s.await = Await.DIRECTION;
        } else if (f.stays()) {
            directionKnown(s, null, "rolls " + die + " and stays");
        } else {
            directionKnown(s, f.direction(), "moves");
        }
    }

    static String whyNotChooseDirection(SoupState s, Direction d) {
        return d == null && !s.mvMayStay ? "a 6 lets the player choose one of the four directions, not to stay" : null;
    }

    static void chooseDirection(SoupState s, Direction d) {
        directionKnown(s, d, d == null ? "stays" : "moves");
    }

    /**
     * The step's direction is known (null: it stays). An amoeba that leaves its space first takes
     * Tentacle's cubes, then the Holding amoebas there are asked; one that stays (a 5, an obstacle, the
     * card without drift) ends the step where it is.
     */
    private static void directionKnown(SoupState s, Direction d, String how) {
        s.mvTo = d == null ? s.mvFrom : s.board.step(s.mvFrom, d);
        if (s.mvTo == s.mvFrom) {
            s.emit(new SoupEvent.AmoebaMoved(s.mvSeat, s.mvNumber, s.mvFrom, s.mvFrom,
                    d == null ? how : how + " against an obstacle and stays"));
            stepEnded(s);
            return;
        }
        if (!s.mvTentacleDone && s.owns(s.mvSeat, s.g.tentacle())) {
            s.mvTentacleDone = true;
            if (cubesOn(s, s.mvFrom) > 0) {
                s.actor = s.mvSeat;
                s.await = Await.CUBES;
                return;
            }
        }
        askHolding(s);
    }

    // ---------------------------------------------------------------- Tentacle

    /** Tentacle's limit: 3 cubes, 2 with 3 players. */
    static int tentacleCubes(SoupState s) {
        return s.players == 3 ? 2 : 3;
    }

    static String whyNotTakeCubes(SoupState s, List<Integer> cubes) {
        if (cubes.size() != s.players) {
            return "give a count for each of the " + s.players + " colours in play";
        }
        int total = 0;
        for (int c = 0; c < s.players; c++) {
            int n = cubes.get(c);
            if (n < 0) {
                return "a count of cubes cannot be negative";
            }
            if (n > s.food(s.mvFrom, c)) {
                return "space " + SoupBoard.label(s.mvFrom) + " holds " + s.food(s.mvFrom, c)
                        + " cubes of colour " + c + ", not " + n;
            }
            total += n;
        }
        int limit = tentacleCubes(s);
        return total > limit ? "Tentacle takes at most " + limit + " cubes with " + s.players + " players" : null;
    }

    static void takeCubes(SoupState s, List<Integer> cubes) {
        for (int c = 0; c < s.players; c++) {
            int n = cubes.get(c);
            s.food[s.mvFrom * s.players + c] -= n;
            s.carriedW()[c] += n;
        }
        s.emit(new SoupEvent.CubesCarried(s.mvSeat, s.mvNumber, s.mvFrom, List.copyOf(cubes)));
        askHolding(s);
    }

    private static int cubesOn(SoupState s, int space) {
        int n = 0;
        for (int c = 0; c < s.players; c++) {
            n += s.food(space, c);
        }
        return n;
    }

    // ---------------------------------------------------------------- Holding

    /**
     * Asks the next Holding amoeba of another player on the space being left whether it clings on (in
     * seat and number order), or makes the step when none is left to ask.
     */
    private static void askHolding(SoupState s) {
        for (int seat = 0; seat < s.players; seat++) {
            if (seat == s.mvSeat || !s.owns(seat, s.g.holding())) {
                continue;
            }
            for (int n = 1; n <= s.amoebas; n++) {
                int bit = 1 << (n - 1);
                if (s.amoebaSpace(seat, n) == s.mvFrom && (s.clingers[seat] & bit) == 0 && (s.asked[seat] & bit) == 0) {
                    s.actor = seat;
                    s.await = Await.CLING;
                    return;
                }
            }
        }
        makeStep(s);
    }

    /** The Holding amoeba being asked: {seat, number}, or null when no one is asked. */
    static int[] asked(SoupState s) {
        if (s.await != Await.CLING) {
            return null;
        }
        int seat = s.actor;
        for (int n = 1; n <= s.amoebas; n++) {
            int bit = 1 << (n - 1);
            if (s.amoebaSpace(seat, n) == s.mvFrom && (s.clingers[seat] & bit) == 0 && (s.asked[seat] & bit) == 0) {
                return new int[] {seat, n};
            }
        }
        return null;
    }

    static String whyNotCling(SoupState s, int number) {
        int[] a = asked(s);
        return a != null && a[1] == number ? null
                : "seat " + s.actor + " is asked about its amoeba " + (a == null ? "?" : a[1]) + ", not " + number;
    }

    static void cling(SoupState s, int number, boolean cling) {
        int seat = s.actor;
        int bit = 1 << (number - 1);
        s.askedW()[seat] |= bit;
        if (cling) {
            s.clingersW()[seat] |= bit;
            s.emit(new SoupEvent.AmoebaClung(seat, number, s.mvSeat, s.mvNumber));
            if (s.atkSeat >= 0 && seat == s.atkSeat && number == s.atkNumber) {
                s.attackerClung = true;
            }
        }
        askHolding(s);
    }

    // ---------------------------------------------------------------- the step and the end of the movement

    /** The mover and every amoeba clinging on to it go to the step's end. */
    private static void makeStep(SoupState s) {
        s.amoebaSpace[s.index(s.mvSeat, s.mvNumber)] = s.mvTo;
        s.emit(new SoupEvent.AmoebaMoved(s.mvSeat, s.mvNumber, s.mvFrom, s.mvTo,
                s.mvEscape ? "escapes" : s.mvDrift ? "drifts" : "moves"));
        for (int seat = 0; seat < s.players; seat++) {
            for (int n = 1; s.clingers[seat] != 0 && n <= s.amoebas; n++) {
                if ((s.clingers[seat] & (1 << (n - 1))) != 0) {
                    s.amoebaSpace[s.index(seat, n)] = s.mvTo;
                    s.emit(new SoupEvent.AmoebaMoved(seat, n, s.mvFrom, s.mvTo, "clings on"));
                }
            }
        }
        stepEnded(s);
    }

    /** After a first step by own strength, Speed offers a second one. */
    private static void stepEnded(SoupState s) {
        s.actor = s.mvSeat;
        if (!s.mvDrift && s.mvStep == 1 && s.ownsSpeed(s.mvSeat)) {
            s.await = Await.MOVE_AGAIN;
            return;
        }
        movementEnded(s);
    }

    static void moveAgain(SoupState s) {
        s.mvStep = 2;
        s.mvFrom = s.amoebaSpace(s.mvSeat, s.mvNumber);
        SoupState.clear(s.asked, s::askedW);
        beginStep(s);
    }

    static void stopMoving(SoupState s) {
        movementEnded(s);
    }

    /** Tentacle's cubes are put down where the movement ends; then the mover feeds, or the attack goes on. */
    private static void movementEnded(SoupState s) {
        int end = s.amoebaSpace(s.mvSeat, s.mvNumber);
        boolean carriedAny = false;
        for (int c = 0; c < s.players; c++) {
            s.food[end * s.players + c] += s.carried[c];
            carriedAny |= s.carried[c] > 0;
        }
        if (carriedAny) {
            s.emit(new SoupEvent.CubesPutDown(s.mvSeat, s.mvNumber, end, List.of(Arrays.stream(s.carried).boxed().toArray(Integer[]::new))));
        }
        boolean escape = s.mvEscape;
        int origin = s.mvOrigin;
        s.mvSeat = -1;
        s.mvNumber = 0;
        s.mvDrift = false;
        s.mvEscape = false;
        s.mvStep = 0;
        s.die1 = 0;
        s.die2 = 0;
        s.mvMayStay = false;
        s.mvOrigin = 0;
        s.mvFrom = 0;
        s.mvTo = 0;
        s.mvTentacleDone = false;
        SoupState.clear(s.carried, s::carriedW);
        SoupState.clear(s.clingers, s::clingersW);
        SoupState.clear(s.asked, s::askedW);
        if (escape) {
            Attacks.afterEscape(s, origin);
        } else {
            Feeding.begin(s);
        }
    }
}
