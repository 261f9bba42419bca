package org.ichto.soup.lab;

import org.ichto.soup.rules.SoupDecision;

/** What a decision of Primordial Soup does, in the few kinds the lab's breakdown shows. */
public enum DecisionKind {
    /** Choosing a start space on the ladder. */
    START("start"),
    /** Placing an amoeba free of charge (the setup, or a player with none in phase 4). */
    PLACE("place"),
    /** Drifting with the current, or staying put with Holding. */
    DRIFT("drift"),
    /** Moving by its own strength and what follows: the die, the direction, Speed's second step, Tentacle's cubes. */
    MOVE("move"),
    FEED("feed"),
    STARVE("starve"),
    /** Struggle for Survival in phase 1, Aggression in phase 5. */
    ATTACK("attack"),
    /** Answering another's move or attack: Holding, Defense, Escape, giving in. */
    ANSWER("answer"),
    /** Paying a gene defect. */
    DEFECT("defect"),
    BUY("buy"),
    DIVIDE("divide"),
    /** Buying, dividing or attacking no more. */
    PASS("pass");

    private final String id;

    DecisionKind(String id) {
        this.id = id;
    }

    /** The name in the lab's table and JSON. */
    public String id() {
        return id;
    }

    public static DecisionKind of(SoupDecision d) {
        return d.accept(KIND);
    }

    private static final SoupDecision.Visitor<DecisionKind> KIND = new SoupDecision.Visitor<>() {
        @Override
        public DecisionKind chooseStartSpace(SoupDecision.ChooseStartSpace d) {
            return START;
        }

        @Override
        public DecisionKind placeAmoeba(SoupDecision.PlaceAmoeba d) {
            return PLACE;
        }

        @Override
        public DecisionKind drift(SoupDecision.Drift d) {
            return DRIFT;
        }

        @Override
        public DecisionKind stayPut(SoupDecision.StayPut d) {
            return DRIFT;
        }

        @Override
        public DecisionKind move(SoupDecision.Move d) {
            return MOVE;
        }

        @Override
        public DecisionKind takeDie(SoupDecision.TakeDie d) {
            return MOVE;
        }

        @Override
        public DecisionKind chooseDirection(SoupDecision.ChooseDirection d) {
            return MOVE;
        }

        @Override
        public DecisionKind moveAgain(SoupDecision.MoveAgain d) {
            return MOVE;
        }

        @Override
        public DecisionKind stopMoving(SoupDecision.StopMoving d) {
            return MOVE;
        }

        @Override
        public DecisionKind takeCubes(SoupDecision.TakeCubes d) {
            return MOVE;
        }

        @Override
        public DecisionKind cling(SoupDecision.Cling d) {
            return ANSWER;
        }

        @Override
        public DecisionKind feed(SoupDecision.Feed d) {
            return FEED;
        }

        @Override
        public DecisionKind starve(SoupDecision.Starve d) {
            return STARVE;
        }

        @Override
        public DecisionKind attack(SoupDecision.Attack d) {
            return ATTACK;
        }

        @Override
        public DecisionKind defend(SoupDecision.Defend d) {
            return ANSWER;
        }

        @Override
        public DecisionKind escape(SoupDecision.Escape d) {
            return ANSWER;
        }

        @Override
        public DecisionKind giveIn(SoupDecision.GiveIn d) {
            return ANSWER;
        }

        @Override
        public DecisionKind payDefect(SoupDecision.PayDefect d) {
            return DEFECT;
        }

        @Override
        public DecisionKind buyGene(SoupDecision.BuyGene d) {
            return BUY;
        }

        @Override
        public DecisionKind endPurchase(SoupDecision.EndPurchase d) {
            return PASS;
        }

        @Override
        public DecisionKind divide(SoupDecision.Divide d) {
            return DIVIDE;
        }

        @Override
        public DecisionKind endDivision(SoupDecision.EndDivision d) {
            return PASS;
        }

        @Override
        public DecisionKind aggress(SoupDecision.Aggress d) {
            return ATTACK;
        }

        @Override
        public DecisionKind passAggression(SoupDecision.PassAggression d) {
            return PASS;
        }
    };
}
