package org.ichto.urland.rules;

/** What the game waits for; the seat that must decide is held beside it in the state. */
public enum Phase {
    /** The environment player picks the chip to score from the 3 in hand. */
    CHOOSE_CHIP,
    /** An Ichto player spends actions (basic actions, genes, the extra-turn chip) or ends. */
    ACTIONS,
    /** Mutation: every seat places a secret bid; the actor is the next seat still to bid. */
    BID,
    /** Mutation: the seat whose turn it is in the bid order buys a gene (or passes, unless it must buy). */
    BUY,
    /** Mutation: the buyer chooses which of their Ichtos on the board pay the price. */
    PAY,
    /** Panic: the last-placed player chooses among the tied land regions. */
    PANIC_REGION,
    /** Panic: the last-placed player chooses the ocean the Ichtos flee into. */
    PANIC_OCEAN,
    /** Panic: the owner of Ears chooses how many of theirs stay on land. */
    PANIC_EARS,
    /** Volcano: the owner of Ears chooses where their surplus Ichtos flee. */
    EARS_FLIGHT,
    /** The game has ended and the final scoring is done. */
    GAME_OVER
}
