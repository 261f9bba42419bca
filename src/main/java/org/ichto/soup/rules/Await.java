package org.ichto.soup.rules;

/**
 * What the game waits for inside a phase of a round. Phases 1 and 5 hold several steps (a movement
 * with its dice, cubes and Holding answers; feeding; an attack and its answers), the others one kind
 * of decision each. {@link #NONE} during the setup (its phase says it all) and once the game is over.
 */
public enum Await {
    NONE,
    /** Phase 1: the acting amoeba drifts, moves or (Holding) stays put. */
    ACTION,
    /** Movement I: which of the two dice rolled to use. */
    DIE,
    /** A 6 rolled, or Movement II: the direction of the step (Movement II may also stay). */
    DIRECTION,
    /** Tentacle: which cubes to take from the space being left. */
    CUBES,
    /** Holding: whether an amoeba on the space being left clings on (answered by its owner). */
    CLING,
    /** Speed: whether to make the second step. */
    MOVE_AGAIN,
    /** Phase 1: the acting amoeba feeds, starves or attacks. */
    FEED,
    /** An attacked amoeba's owner answers: Defense, Escape or giving in. */
    ANSWER,
    /** Phase 2: a player pays a gene defect. */
    DEFECT,
    /** Phase 3: a player buys genes. */
    PURCHASE,
    /** Phase 4: a player with no amoeba on the board places one free. */
    FREE_AMOEBA,
    /** Phase 4: a player divides. */
    DIVISION,
    /** Phase 5: an owner of Aggression attacks or passes. */
    AGGRESSION
}
