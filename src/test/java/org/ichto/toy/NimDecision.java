package org.ichto.toy;

/** What the seat to act may do in Hidden Nim. */
public sealed interface NimDecision {
    /** Take 1 to 3 counters (the rules refuse other counts, with the reason, so any count can be written). */
    record Take(int count) implements NimDecision {
        @Override
        public String toString() {
            return "take " + count;
        }
    }

    /** Play one's joker, once a game: remove exactly its value and act again. */
    record PlayJoker() implements NimDecision {
        @Override
        public String toString() {
            return "joker";
        }
    }

    PlayJoker JOKER = new PlayJoker();
}
