package org.ichto.soup.rules;

/**
 * Where the game stands: the three steps of the setup, the six phases of a round in the rules'
 * order, and the end. The seat that must decide is held beside it in the state ({@link SoupState#actor()}).
 */
public enum Phase {
    /** Setup: in the drawn start order each player puts the score marker on a free start space (1-4, 1-3 with 3 players). */
    SETUP_START_SPACE(false),
    /** Setup: in ascending order each player places a first amoeba on an empty space (1 damage point with 4 players). */
    SETUP_FIRST_AMOEBA(false),
    /** Setup: in descending order each player places a second amoeba on an empty space, without damage. */
    SETUP_SECOND_AMOEBA(false),
    /** Phase 1: in ascending order, each amoeba in numerical order drifts or moves, then feeds (attacks, answers). */
    MOVEMENT_AND_FEEDING(true),
    /** Phase 2: a new environment card; from the second round on, gene defects are paid in descending order. */
    ENVIRONMENT_AND_GENE_DEFECTS(true),
    /** Phase 3: in descending order each player may buy genes once. */
    NEW_GENES(true),
    /** Phase 4: in descending order each player receives 10 BP and may divide. */
    CELL_DIVISION(true),
    /** Phase 5: natural deaths, then Aggression in descending order (with its answers). */
    DEATHS(true),
    /** Phase 6: in descending order the score markers advance; the game may end. */
    SCORING(true),
    /** The game has ended. */
    GAME_OVER(false);

    private final boolean ofRound;

    Phase(boolean ofRound) {
        this.ofRound = ofRound;
    }

    /** True for the six phases of a round. */
    public boolean ofRound() {
        return ofRound;
    }

    /** The phase's number in the rules (1-6), 0 for the setup and the end. */
    public int number() {
        return ofRound ? ordinal() - MOVEMENT_AND_FEEDING.ordinal() + 1 : 0;
    }

    public boolean isSetup() {
        return this == SETUP_START_SPACE || this == SETUP_FIRST_AMOEBA || this == SETUP_SECOND_AMOEBA;
    }
}
