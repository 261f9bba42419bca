package org.ichto.soup.rules;

import java.util.List;

/**
 * What happened, in the game's own words. Only public facts: the order of the environment deck never
 * appears, a turned card only once it is face up. Cube counts are per colour in play.
 */
public sealed interface SoupEvent {

    /** Any decision, by the seat that took it (first event of every apply). */
    record DecisionMade(int seat, SoupDecision decision) implements SoupEvent {
    }

    // ---- setup
    /** The seats in the order in which they choose start spaces (the dice roll of the rules). */
    record StartOrderDrawn(List<Integer> order) implements SoupEvent {
    }

    record StartSpaceChosen(int seat, int ladderSpace) implements SoupEvent {
    }

    /** An amoeba was put on the board (setup, division or free placement), with its damage points. */
    record AmoebaPlaced(int seat, int number, int space, int damage, int paid) implements SoupEvent {
    }

    record RoundStarted(int round) implements SoupEvent {
    }

    record PhaseStarted(int round, Phase phase) implements SoupEvent {
    }

    // ---- phase 1
    record DiceRolled(int seat, int number, List<Integer> faces) implements SoupEvent {
    }

    /** An amoeba left a space (or stayed: from == to) by drift, move, Speed step, Escape or clinging. */
    record AmoebaMoved(int seat, int number, int from, int to, String how) implements SoupEvent {
    }

    record CubesCarried(int seat, int number, int from, List<Integer> cubes) implements SoupEvent {
    }

    /** Tentacle's cubes put down where the movement ended. */
    record CubesPutDown(int seat, int number, int space, List<Integer> cubes) implements SoupEvent {
    }

    record AmoebaClung(int seat, int number, int toSeat, int toNumber) implements SoupEvent {
    }

    record Fed(int seat, int number, int space, List<Integer> eaten, int excreted, int host) implements SoupEvent {
    }

    record Starved(int seat, int number, int damage) implements SoupEvent {
    }

    record Attacked(int seat, int number, int victimSeat, int victimNumber) implements SoupEvent {
    }

    record Fought(int attackerRoll, int defenderRoll, boolean attackerWon) implements SoupEvent {
    }

    /** How an attack ended: the attacker ate or killed, the victim won a fight or escaped, the attacker clung on. */
    record AttackEnded(int seat, int number, String how) implements SoupEvent {
    }

    /** An amoeba was killed by Struggle for Survival or Aggression, and the cubes put on its space. */
    record Killed(int seat, int number, int space, boolean violent, List<Integer> cubes) implements SoupEvent {
    }

    // ---- phase 2
    record EnvironmentTurned(int card, int ozone) implements SoupEvent {
    }

    record GeneDefect(int seat, int owed) implements SoupEvent {
    }

    record GeneReturned(int seat, int gene) implements SoupEvent {
    }

    /** A gene defect settled: what was owed and what the payment was worth (more is lost). */
    record DefectPaid(int seat, int owed, int paid) implements SoupEvent {
    }

    record BpPaid(int seat, int bp, String why) implements SoupEvent {
    }

    // ---- phase 3, 4
    record GeneBought(int seat, int gene, int price, int gaveUp) implements SoupEvent {
    }

    record BpReceived(int seat, int bp) implements SoupEvent {
    }

    // ---- phase 5
    record DiedNaturally(int seat, int number, int space, List<Integer> cubes) implements SoupEvent {
    }

    record DamageTaken(int seat, int number, int damage) implements SoupEvent {
    }

    // ---- phase 6
    record MarkerMoved(int seat, int from, int to) implements SoupEvent {
    }

    record GameOver(int winner) implements SoupEvent {
    }
}
